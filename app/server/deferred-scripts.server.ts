/**
 * A hydrated page's scripts are requested once the page has painted (decision 017).
 *
 * React Router writes a `<link rel="modulepreload">` per chunk, which React hoists to the top of <head>, and an
 * inline module script that imports the route modules. Both start downloads while the HTML is still being parsed:
 * on a slow link they shared the bandwidth with what the first paint needed, and Lighthouse counts script requested
 * before the first paint as holding it up. This moves both into a small classic script that adds them, all at once
 * so the chunks still download in parallel, in the frame after the first paint. Forms work before that, as they do
 * with JavaScript off.
 */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const routeModulesScript = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/** A string as a JavaScript literal that is safe inside an HTML <script> element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

export function deferHydrationScripts(html: string) {
  const script = routeModulesScript.exec(html);
  if (!script) return html;
  const [tag, nonce, code] = script;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const loader =
    `(function(){var d=document,n=d.currentScript.nonce;function load(){` +
    `${scriptLiteral(preloads)}.forEach(function(href){var l=d.createElement("link");l.rel="modulepreload";l.href=href;l.nonce=n;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=${scriptLiteral(code)};d.head.appendChild(s)}` +
    // A tab opened in the background paints nothing until shown; it loads at once rather than wait for a frame.
    `if(d.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load)})})()`;
  return html.replace(modulePreload, "").replace(tag, () => `<script nonce="${nonce}">${loader}</script>`);
}
