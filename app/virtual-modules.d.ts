/** The URL of the enhancement script, from vite.config.ts's `enhanceScript` plugin. */
declare module "virtual:enhance-script" {
  const src: string;
  export default src;
}
