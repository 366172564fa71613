/**
 * The enhancement script's loader (decision 019), in the head: it marks `<html class="js">` at once, so the first
 * paint is laid out for the script, and asks for the script itself once that first frame has painted, so on a slow
 * link it never shares the bandwidth the stylesheet needs. A page opened in a background tab, which paints no frame,
 * asks at once. The script arrives a moment later; until then every form posts to the server as without JavaScript.
 */
export function EnhanceScript({ src, nonce }: { src: string; nonce: string | undefined }) {
  const load = `var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(src)};document.head.appendChild(s)`;
  const code =
    `document.documentElement.classList.add("js");` +
    `(function(){function load(){${load}}` +
    `if(document.visibilityState==="hidden")load();else requestAnimationFrame(function(){setTimeout(load)})})()`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code; the only value in it is the build's asset URL.
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}
