// A real SMTP server for the e2e tests, with a small HTTP API to read what arrived
// and to take SMTP down and bring it back ("email down" tests).
//   GET  /messages[?to=addr]  -> [{ id, to, subject, text, html, attachments: [{ filename, contentType, content }], receivedAt }]
//   POST /smtp/down | /smtp/up
//   GET  /health
import http from "node:http";
import { SMTPServer } from "smtp-server";

const SMTP_PORT = Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.MAIL_SINK_HTTP_PORT ?? 2526);
const messages = [];

function decode(body, encoding = "") {
  const enc = encoding.toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function parseHeaders(block) {
  const headers = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeWords(value = "") {
  // RFC 2047: the white space between two encoded words is not part of the text.
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind, text) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decode(text.replace(/_/g, " "), "quoted-printable"),
    );
}

/** Walks a MIME message and returns its text/plain and text/html bodies, and its attachments. */
function parseMime(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = headers["content-type"] ?? "text/plain";
  const out = { headers, text: "", html: "", attachments: [] };
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const filename = /filename="?([^";]+)"?/i.exec(headers["content-disposition"] ?? "")?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const inner = parseMime(part.replace(/^\r?\n/, ""));
      out.text ||= inner.text;
      out.html ||= inner.html;
      out.attachments.push(...inner.attachments);
    }
  } else if (filename) {
    const content = decode(body, headers["content-transfer-encoding"]);
    out.attachments.push({ filename: decodeWords(filename), contentType: type, content });
  } else if (type.startsWith("text/html")) {
    out.html = decode(body, headers["content-transfer-encoding"]);
  } else {
    out.text = decode(body, headers["content-transfer-encoding"]);
  }
  return out;
}

let smtp;
function startSmtp() {
  if (smtp) return Promise.resolve();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      const chunks = [];
      stream.on("data", (c) => chunks.push(c));
      stream.on("end", () => {
        const parsed = parseMime(Buffer.concat(chunks).toString("utf8"));
        messages.push({
          id: messages.length + 1,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: decodeWords(parsed.headers.subject),
          text: parsed.text,
          html: parsed.html,
          attachments: parsed.attachments,
          receivedAt: new Date().toISOString(),
        });
        done();
      });
    },
  });
  return new Promise((resolve) => smtp.listen(SMTP_PORT, "127.0.0.1", resolve));
}

function stopSmtp() {
  if (!smtp) return Promise.resolve();
  const s = smtp;
  smtp = undefined;
  return new Promise((resolve) => s.close(resolve));
}

await startSmtp();
http
  .createServer(async (req, res) => {
    const url = new URL(req.url, "http://localhost");
    const send = (status, body) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && url.pathname === "/health") return send(200, { ok: true, smtp: Boolean(smtp) });
    if (req.method === "GET" && url.pathname === "/messages") {
      const to = url.searchParams.get("to")?.toLowerCase();
      return send(200, to ? messages.filter((m) => m.to.includes(to)) : messages);
    }
    if (req.method === "POST" && url.pathname === "/smtp/down") {
      await stopSmtp();
      return send(200, { smtp: false });
    }
    if (req.method === "POST" && url.pathname === "/smtp/up") {
      await startSmtp();
      return send(200, { smtp: true });
    }
    send(404, { error: "not found" });
  })
  .listen(HTTP_PORT, "127.0.0.1", () => console.log(`mail sink: smtp ${SMTP_PORT}, http ${HTTP_PORT}`));
