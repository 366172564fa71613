/** What the HTTP server passes to every loader and action (server.js, getLoadContext). */
declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce that the CSP header allows for our inline and module scripts. */
    cspNonce: string;
    /** The client's IP: the socket's, or X-Forwarded-For's when TRUST_PROXY is set. */
    clientIp: string;
  }
}

export {};
