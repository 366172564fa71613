import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

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
            [".br", await brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } })],
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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  build: { assetsInlineLimit: 0 },
});
