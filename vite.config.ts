import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), precompressAssets(), serverCodeStaysOnServer()],
  build: { assetsInlineLimit: 0 },
});
