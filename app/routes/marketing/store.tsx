import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { Icon } from "~/components/marketing/icons";
import { Illustration } from "~/components/marketing/illustration";
import { PageHeader, Section } from "~/components/marketing/layout";
import { StoreSignupDialog, StoreSignupForm, signupDialogId } from "~/components/marketing/store-signup";
import { contentIn } from "~/content/by-language";
import {
  ageGroups,
  defaultStoreTab,
  getProduct,
  priceBands,
  productsByGroup,
  type StoreCategory,
  type StoreGroup,
  storeTabs,
} from "~/content/store";
import { cn } from "~/lib/cn";
import { formatMoney } from "~/lib/format";
import { cachedForAnonymous } from "~/lib/handle";
import { localDigits, toBanglaDigits } from "~/lib/i18n/digits";
import { type Language, languageOfPath, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { parseForm } from "~/lib/schemas/parse-form";
import { storeInterestErrorToast, storeInterestSchema, storeInterestSuccessToast } from "~/lib/schemas/store-interest";
import { seo } from "~/lib/seo";
import { m } from "~/paraglide/messages";
import { addStoreInterest } from "~/server/data/inbox.server";
import { redirectWithToast } from "~/server/flash.server";
import { currentLanguage } from "~/server/language.server";
import { notifyStaff } from "~/server/mail/templates/staff-notification.server";
import { Badge } from "~/ui/badge";
import { Button, buttonClass } from "~/ui/button";
import { SelectField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/store";
import { readPublicForm } from "./public-form.server";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: contentIn(languageOfPath(args.location.pathname)).store.storeTitle,
    description: m.public_store_meta_description(),
  });

/** Tab, age group and price band come from the URL, so every view is a shareable link that works without JavaScript. */
function readView(url: URL) {
  const tab = storeTabs.find((t) => t.id === url.searchParams.get("tab"))?.id ?? defaultStoreTab;
  const age = ageGroups.find((a) => a === url.searchParams.get("age")) ?? null;
  const price = priceBands.find((b) => b.id === url.searchParams.get("price"))?.id ?? null;
  return { tab, age, price };
}

export function loader({ request }: Route.LoaderArgs) {
  const view = readView(new URL(request.url));
  const band = priceBands.find((b) => b.id === view.price);
  const ids = productsByGroup(view.tab)
    .filter((p) => (!view.age || p.ageGroup === view.age) && (!band || (p.price >= band.min && p.price < band.max)))
    .map((p) => p.id);
  return { ...view, ids };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot } = await readPublicForm(request, context.clientIp);
  const back = `${localized("/store", currentLanguage())}${new URL(request.url).search}`;
  if (isBot) return redirectWithToast(back, storeInterestSuccessToast);
  const submission = parseForm(formData, storeInterestSchema);
  const product = submission.payload.productId ? getProduct(String(submission.payload.productId)) : undefined;
  if (submission.status !== "success") {
    return data(
      { productId: product?.id ?? null, lastResult: submission.reply(), toast: { ...storeInterestErrorToast } },
      { status: 400 },
    );
  }
  await addStoreInterest({ email: submission.value.email, productId: product?.id ?? null });
  // Staff read the product's English name.
  await notifyStaff({ kind: "store", email: submission.value.email, product: product?.name.en ?? null });
  return redirectWithToast(back, storeInterestSuccessToast);
}

const viewHref = (view: { tab: StoreGroup; age: string | null; price: string | null }, language: Language) => {
  const params = new URLSearchParams();
  if (view.tab !== defaultStoreTab) params.set("tab", view.tab);
  if (view.age) params.set("age", view.age);
  if (view.price) params.set("price", view.price);
  const search = params.toString();
  const path = localized("/store", language);
  return search ? `${path}?${search}` : path;
};

/** The category badge's words. */
const categoryLabel = (category: StoreCategory): string =>
  ({
    "Learning Kits": m.public_store_category_kits,
    Language: m.public_store_category_language,
    STEM: m.public_store_category_stem,
    "Art & Craft": m.public_store_category_art,
    Outdoor: m.public_store_category_outdoor,
    Games: m.public_store_category_games,
    Printables: m.public_store_category_printables,
  })[category]();

export default function StorePage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, age, price, ids } = loaderData;
  const language = useLanguage();
  const store = contentIn(language).store;
  const { pageIntros, sectionIntros } = contentIn(language).pages;
  const shown = ids.map((id) => store.getProduct(id)!);
  const filtered = Boolean(age || price);
  const href = (view: { tab: StoreGroup; age: string | null; price: string | null }) => viewHref(view, language);
  const here = href({ tab, age, price });
  const agesLabel = (group: string) => m.public_store_ages({ age: localDigits(group, language) });
  const bandLabel = (id: string) => store.priceBands.find((b) => b.id === id)?.label;
  const [filterForm, filterFields] = useForm<{ age: string; price: string }>({
    id: "filter",
    defaultValue: { age: age ?? "", price: price ?? "" },
  });
  return (
    <main id="main">
      <Toaster toasts={[actionData?.toast]} />
      <PageHeader
        eyebrow={pageIntros.store.eyebrow}
        title={pageIntros.store.title}
        intro={<p>{pageIntros.store.text}</p>}
      />

      <div className="border-b border-sun-400/40 bg-sun-100/70">
        <div className="mx-auto max-w-6xl px-4 py-6">
          <h2 className="text-lg font-bold text-ink">{sectionIntros.storeSignup}</h2>
          <div className="mt-3 max-w-xl">
            <StoreSignupForm
              formId="store-notify"
              inline
              lastResult={actionData && actionData.productId === null ? actionData.lastResult : undefined}
            />
          </div>
        </div>
      </div>

      <Section>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <nav aria-label={m.public_store_sections()}>
            <ul className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 sm:flex">
              {store.storeTabs.map((t) => (
                <li key={t.id}>
                  <Link
                    to={href({ tab: t.id, age, price })}
                    aria-current={t.id === tab ? "page" : undefined}
                    className={cn(
                      "flex h-full min-h-10 items-center justify-center rounded-lg px-2 py-1 text-center text-sm leading-tight font-semibold sm:px-4",
                      t.id === tab ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-ink",
                    )}
                  >
                    {t.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <details className="group relative" open={filtered || undefined}>
            <summary
              className={buttonClass("outline", "md", "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
            >
              <Icon name="filter" className="h-4 w-4" />
              {m.public_store_filter()}
              {filtered ? (
                <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
                  {language === "bn"
                    ? toBanglaDigits([age, price].filter(Boolean).length)
                    : [age, price].filter(Boolean).length}
                </span>
              ) : null}
            </summary>
            <Form
              method="get"
              {...getFormProps(filterForm)}
              className="mt-3 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-lg sm:absolute sm:right-0 sm:z-20 sm:w-80"
            >
              {tab !== defaultStoreTab ? <input type="hidden" name="tab" value={tab} /> : null}
              <SelectField
                meta={filterFields.age}
                label={m.public_store_age_group()}
                placeholder={m.public_store_all_ages()}
                options={ageGroups.map((a) => ({ value: a, label: agesLabel(a) }))}
              />
              <SelectField
                meta={filterFields.price}
                label={m.public_store_price()}
                placeholder={m.public_store_any_price()}
                options={store.priceBands.map((b) => ({ value: b.id, label: b.label }))}
              />
              <div className="flex items-center justify-between gap-3">
                <Link
                  to={href({ tab, age: null, price: null })}
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {m.public_store_clear()}
                </Link>
                <Button type="submit">{m.public_store_apply()}</Button>
              </div>
            </Form>
          </details>
        </div>

        <h2 className="sr-only">{store.storeTabs.find((t) => t.id === tab)?.label}</h2>
        <p className="mt-6 text-sm text-slate-600" role="status">
          {shown.length === 1
            ? m.public_store_one_product()
            : m.public_store_products({ count: language === "bn" ? toBanglaDigits(shown.length) : shown.length })}
          {age ? m.public_store_for_ages({ age: language === "bn" ? toBanglaDigits(age) : age }) : ""}
          {price ? `, ${bandLabel(price)?.toLowerCase()}` : ""}
        </p>

        {shown.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((product, i) => (
              <li
                key={product.id}
                data-testid="product"
                className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
              >
                <Illustration src={product.image} alt="" priority={i === 0} className="bg-brand-50" />
                <div className="flex flex-1 flex-col p-5">
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="info">{categoryLabel(product.category)}</Badge>
                    <Badge>{agesLabel(product.ageGroup)}</Badge>
                  </div>
                  <h3 className="mt-3 text-lg font-bold text-ink">{product.name}</h3>
                  <p className="mt-1.5 flex-1 text-slate-700">{product.description}</p>
                  <div className="mt-5 flex items-center justify-between gap-3">
                    <p className="text-xl font-extrabold text-ink">{formatMoney(product.price, "USD", { language })}</p>
                    <button
                      type="button"
                      popoverTarget={signupDialogId(product)}
                      aria-label={m.public_store_add_to_cart_label({ name: product.name })}
                      className={buttonClass("secondary")}
                    >
                      <Icon name="cart" className="h-4 w-4" />
                      {m.public_store_add_to_cart()}
                    </button>
                  </div>
                </div>
                <StoreSignupDialog
                  product={product}
                  open={actionData?.productId === product.id}
                  lastResult={actionData?.productId === product.id ? actionData.lastResult : undefined}
                  closeHref={here}
                />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <h3 className="text-xl font-bold text-ink">{m.public_store_none_title()}</h3>
            <p className="mt-2 text-slate-700">{m.public_store_none_text()}</p>
            <Link
              to={href({ tab, age: null, price: null })}
              className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-4"
            >
              {m.public_store_clear()}
            </Link>
          </div>
        )}
      </Section>
    </main>
  );
}
