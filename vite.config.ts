import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * The message catalogue (messages/{en,bn}.json) compiled into one function per message in app/paraglide (decision
 * 021). The server picks the language per request (app/server/language.server.ts), so no URL or cookie strategy here.
 */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["globalVariable", "baseLocale"],
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
} satisfies Parameters<typeof paraglideVitePlugin>[0];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Next to each client script and stylesheet, writes a Brotli (quality 11) and a gzip (level 9) copy, which
 * server.js sends to browsers that accept them: smaller than compressing on each request, and no work per request.
 */
function precompressAssets(): Plugin {
  return {
    name: "precompress-assets",
    apply: "build",
    async writeBundle(options, bundle) {
      if (this.environment.name !== "client" || !options.dir) return;
      const dir = options.dir;
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(dir, file));
          const copies = [
            [
              ".br",
              await brotli(source, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
            ],
            [".gz", await gzip(source, { level: 9 })],
          ] as const;
          for (const [extension, compressed] of copies) {
            if (compressed.length < source.length) await fs.writeFile(path.join(dir, file + extension), compressed);
          }
        }),
      );
    },
  };
}

/**
 * Server code never reaches the browser: the client build fails if any module under app/server/ or named *.server.*
 * is in it. React Router already refuses browser imports of .server modules; this also catches a server folder
 * module imported some other way. The list of client modules is written to <build>/client-modules.json (outside
 * the served folder) so a test can check the guard saw the real bundle.
 */
function serverCodeStaysOnServer(): Plugin {
  const isServerModule = (file: string) => /(^|[\\/])app[\\/]server[\\/]|\.server\.[cm]?[jt]sx?$/.test(file);
  return {
    name: "server-code-stays-on-server",
    apply: "build",
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const root = process.cwd();
      const modules = [
        ...new Set(
          Object.values(bundle).flatMap((chunk) => (chunk.type === "chunk" ? Object.keys(chunk.modules) : [])),
        ),
      ]
        .filter((id) => !id.startsWith("\0"))
        .map((id) => path.relative(root, id.split("?")[0]!))
        .sort();
      const leaked = modules.filter(isServerModule);
      if (leaked.length) this.error(`Server modules would ship to the browser:\n  ${leaked.join("\n  ")}`);
      const buildDir = process.env.BUILD_DIR ?? "build";
      await fs.mkdir(buildDir, { recursive: true });
      await fs.writeFile(path.join(buildDir, "client-modules.json"), JSON.stringify(modules, null, 1));
    },
  };
}

const ENHANCE_ENTRY = "app/enhance/main.ts";
const ENHANCE_MODULE = "virtual:enhance-script";

/**
 * The enhancement script (decision 019) is one more entry of the client build, `assets/enhance-[hash].js`, with its
 * lazily loaded form checks split into chunks of their own. The server learns its URL from
 * `virtual:enhance-script`: the client build, which runs first, leaves the name in `<build>/enhance-script.json` for
 * the server build; in development Vite serves the source itself.
 */
function enhanceScript(): Plugin {
  let command: "build" | "serve" = "build";
  let reference: string | undefined;
  const handoff = () => path.join(process.env.BUILD_DIR ?? "build", "enhance-script.json");
  return {
    name: "enhance-script",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command === "build" && this.environment.name === "client") {
        reference = this.emitFile({ type: "chunk", id: path.resolve(ENHANCE_ENTRY), name: "enhance" });
      }
    },
    async generateBundle() {
      if (this.environment.name !== "client" || !reference) return;
      const buildDir = process.env.BUILD_DIR ?? "build";
      await fs.mkdir(buildDir, { recursive: true });
      await fs.writeFile(handoff(), JSON.stringify({ src: `/${this.getFileName(reference)}` }));
    },
    resolveId(id) {
      return id === ENHANCE_MODULE ? `\0${ENHANCE_MODULE}` : undefined;
    },
    async load(id) {
      if (id !== `\0${ENHANCE_MODULE}`) return;
      if (this.environment.name === "client") throw new Error(`${ENHANCE_MODULE} is for the server only`);
      const src = command === "serve" ? `/${ENHANCE_ENTRY}` : JSON.parse(await fs.readFile(handoff(), "utf8")).src;
      return `export default ${JSON.stringify(src)};`;
    },
  };
}

export default defineConfig({
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    enhanceScript(),
    precompressAssets(),
    serverCodeStaysOnServer(),
  ],
  build: { assetsInlineLimit: 0 },
});
