import { data, Link } from "react-router";
import { BlogCard } from "~/components/marketing/blog-card";
import { ContentBlocks } from "~/components/marketing/content-blocks";
import { Icon } from "~/components/marketing/icons";
import { Illustration } from "~/components/marketing/illustration";
import { JsonLd, useOrigin } from "~/components/marketing/json-ld";
import { Section } from "~/components/marketing/layout";
import { contentIn } from "~/content/by-language";
import { formatLongDate } from "~/lib/format";
import { cachedForAnonymous } from "~/lib/handle";
import { type Language, languageOfPath, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { site } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { currentLanguage } from "~/server/language.server";
import { Badge } from "~/ui/badge";
import type { Route } from "./+types/blog-post";

/** An article in the page's language; every article exists in both, under the same slug. */
const getPost = (slug: string, language: Language) => contentIn(language).blog.posts.find((p) => p.slug === slug);

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug, currentLanguage());
  if (!post) throw data(null, { status: 404 });
  return { slug: post.slug };
}

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) => {
  const post = args.data ? getPost(args.data.slug, languageOfPath(args.location.pathname)) : undefined;
  if (!post) return [{ title: `${m.blog_not_found_title()} | ${site.name}` }, { name: "robots", content: "noindex" }];
  return seo(args, { title: post.title, description: post.excerpt, type: "article" });
};

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const { posts, categoryLabels } = contentIn(language).blog;
  const post = getPost(loaderData.slug, language)!;
  const origin = useOrigin();
  const related = posts.filter((p) => p.slug !== post.slug).slice(0, 3);
  const blog = localized("/blog", language);
  return (
    <main id="main">
      <JsonLd
        data={{
          "@type": "Article",
          headline: post.title,
          description: post.excerpt,
          datePublished: post.date,
          author: { "@type": "Organization", name: `${site.name} ${post.author}` },
          publisher: {
            "@type": "Organization",
            name: site.name,
            logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
          },
          image: `${origin}${post.image}`,
          articleSection: post.category,
          keywords: post.tags.join(", "),
          mainEntityOfPage: `${origin}${localized(`/blog/${post.slug}`, language)}`,
          inLanguage: language === "bn" ? "bn-BD" : "en-US",
        }}
      />
      <article>
        <header className="border-b border-brand-100 bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-8 pb-10 sm:pt-12">
            <Link to={blog} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
              <Icon name="arrowLeft" className="h-4 w-4" />
              {m.blog_back()}
            </Link>
            <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-600">
              <Badge tone="info">{categoryLabels[post.category]}</Badge>
              <time dateTime={post.date}>{formatLongDate(post.date, language)}</time>
              <span aria-hidden="true">·</span>
              <span>{m.blog_by({ author: post.author })}</span>
            </div>
            <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-4 text-xl leading-relaxed text-slate-700">{post.excerpt}</p>
            <ul className="mt-5 flex flex-wrap gap-2" aria-label={m.blog_tags()}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`${blog}?q=${encodeURIComponent(tag)}`}
                    className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:text-brand-800 hover:ring-brand-700"
                  >
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 pb-6">
          <Illustration
            src={post.image}
            alt={post.imageAlt}
            priority
            className="mt-8 rounded-3xl bg-brand-50 shadow-sm"
          />
          <ContentBlocks blocks={post.content} />
          <p className="mt-12 border-t border-slate-200 pt-6">
            <Link to={blog} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
              <Icon name="arrowLeft" className="h-4 w-4" />
              {m.blog_back()}
            </Link>
          </p>
        </div>
      </article>
      <Section title={m.blog_keep_reading()} tone="tint">
        <div className="grid gap-6 md:grid-cols-3">
          {related.map((p) => (
            <BlogCard key={p.slug} post={p} headingLevel="h3" />
          ))}
        </div>
      </Section>
    </main>
  );
}
