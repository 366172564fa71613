import { cn } from "~/lib/cn";

/** Our SVG illustrations' intrinsic sizes (their viewBoxes), so every <img> reserves its space. */
const sizes: Record<string, [number, number]> = {
  "hero-explorers": [560, 420],
  "parent-avatar-1": [120, 120],
  "parent-avatar-2": [120, 120],
  "store-activity": [300, 225],
  "store-kits": [300, 225],
  "store-outdoor": [300, 225],
  "store-printables": [300, 225],
};

export function illustrationSize(src: string): [number, number] {
  const name = src.replace(/^.*\//, "").replace(/\.svg$/, "");
  return sizes[name] ?? [400, 300];
}

/**
 * An illustration with width and height set. Lazy by default; the page's LCP image
 * passes `priority` to load first.
 */
export function Illustration({
  src,
  alt,
  priority,
  className,
}: {
  src: string;
  alt: string;
  priority?: boolean;
  className?: string;
}) {
  const [width, height] = illustrationSize(src);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto w-full", className)}
    />
  );
}
