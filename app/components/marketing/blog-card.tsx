import { Link } from "react-router";
import type { BlogPost } from "~/content/blog";
import { contentIn } from "~/content/by-language";
import { formatLongDate } from "~/lib/format";
import { localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { m } from "~/paraglide/messages";
import { Badge } from "~/ui/badge";
import { Illustration } from "./illustration";

/** A blog teaser; the whole card is one link to the article. */
export function BlogCard({ post, headingLevel = "h2" }: { post: BlogPost; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const language = useLanguage();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Illustration src={post.image} alt="" className="aspect-[4/3] bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Badge tone="info">{contentIn(language).blog.categoryLabels[post.category]}</Badge>
          <time dateTime={post.date}>{formatLongDate(post.date, language)}</time>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold text-ink">
          <Link
            to={localized(`/blog/${post.slug}`, language)}
            className="after:absolute after:inset-0 group-hover:text-brand-800 group-hover:underline"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <p className="mt-4 text-sm font-medium text-slate-600">{m.blog_by({ author: post.author })}</p>
      </div>
    </article>
  );
}
