import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { BlogCard } from "~/components/marketing/blog-card";
import { Icon } from "~/components/marketing/icons";
import { PageHeader, Section } from "~/components/marketing/layout";
import { type BlogPost, categories } from "~/content/blog";
import { contentIn } from "~/content/by-language";
import { cn } from "~/lib/cn";
import { cachedForAnonymous } from "~/lib/handle";
import { toBanglaDigits } from "~/lib/i18n/digits";
import { type Language, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import { currentLanguage } from "~/server/language.server";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import type { Route } from "./+types/blog";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.blog_meta_title(),
    description: m.blog_meta_description(),
  });

const ALL = "All";

/** Search reads the articles in the page's language, with their category's name in it too. */
function matches(post: BlogPost, query: string, language: Language) {
  const category = contentIn(language).blog.categoryLabels[post.category];
  const haystack = [post.title, post.excerpt, post.category, category, post.author, ...post.tags]
    .join(" ")
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Search text plus category (default 'All'), read from the URL so results can be shared. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const requested = url.searchParams.get("category");
  const category = categories().find((c) => c === requested) ?? ALL;
  const language = currentLanguage();
  const found = contentIn(language).blog.posts.filter(
    (post) => (category === ALL || post.category === category) && matches(post, q, language),
  );
  return { q, category, slugs: found.map((p) => p.slug) };
}

const filterHref = (category: string, q: string, language: Language) => {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (category !== ALL) params.set("category", category);
  const search = params.toString();
  const blog = localized("/blog", language);
  return search ? `${blog}?${search}` : blog;
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { q, category } = loaderData;
  const language = useLanguage();
  const { posts, categoryLabels } = contentIn(language).blog;
  const { pageIntros } = contentIn(language).pages;
  const found = loaderData.slugs.map((slug) => posts.find((p) => p.slug === slug)!);
  const label = (c: string) => (c === ALL ? m.blog_all() : categoryLabels[c as BlogPost["category"]]);
  const count = language === "bn" ? toBanglaDigits(found.length) : String(found.length);
  const [form, fields] = useForm<{ q: string }>({ id: "blog-search", defaultValue: { q } });
  return (
    <main id="main">
      <PageHeader
        eyebrow={pageIntros.blog.eyebrow}
        title={pageIntros.blog.title}
        intro={<p>{pageIntros.blog.text}</p>}
      />
      <Section>
        <div className="flex flex-col gap-5">
          <Form method="get" role="search" {...getFormProps(form)} className="flex max-w-2xl items-end gap-2">
            <Field
              meta={fields.q}
              type="search"
              label={m.blog_search_label()}
              hideLabel
              leading={<Icon name="search" className="h-5 w-5" />}
              placeholder={m.blog_search_placeholder()}
              className="flex-1"
            />
            {category !== ALL ? <input type="hidden" name="category" value={category} /> : null}
            <Button type="submit">{m.blog_search_button()}</Button>
          </Form>
          <nav aria-label={m.blog_categories()}>
            <ul className="flex flex-wrap gap-2">
              {[ALL, ...categories()].map((c) => (
                <li key={c}>
                  <Link
                    to={filterHref(c, q, language)}
                    aria-current={c === category ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold",
                      c === category
                        ? "border-brand-700 bg-brand-700 text-white"
                        : "border-slate-300 bg-white text-ink hover:border-brand-700 hover:text-brand-800",
                    )}
                  >
                    {label(c)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <p className="mt-8 text-sm text-slate-600" role="status">
          {found.length === 1 ? m.blog_count_one() : m.blog_count_other({ count })}
          {category !== ALL ? m.blog_count_in({ category: label(category) }) : ""}
          {q ? m.blog_count_matching({ q }) : ""}
        </p>

        {found.length > 0 ? (
          <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {found.map((post) => (
              <BlogCard key={post.slug} post={post} />
            ))}
          </div>
        ) : (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <h2 className="text-xl font-bold text-ink">{m.blog_none_title()}</h2>
            <p className="mt-2 text-slate-700">{m.blog_none_text()}</p>
            <Link
              to={localized("/blog", language)}
              className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-4"
            >
              {m.blog_show_all()}
            </Link>
          </div>
        )}
      </Section>
    </main>
  );
}
