import { data, Link } from "react-router";
import { BookingDialog, bookingDialogId } from "~/components/marketing/booking-dialog";
import { Illustration } from "~/components/marketing/illustration";
import { CheckList, CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { PopoverPanel } from "~/components/marketing/popover-panel";
import { contentIn } from "~/content/by-language";
import type { Service } from "~/content/services";
import { formatMoney } from "~/lib/format";
import { cachedForAnonymous } from "~/lib/handle";
import { type Language, languageOfPath, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { bookingErrorToast, bookingSchema, bookingSuccessToast } from "~/lib/schemas/booking";
import { parseForm } from "~/lib/schemas/parse-form";
import { seo } from "~/lib/seo";
import { fees } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { addBookingRequest } from "~/server/data/inbox.server";
import { redirectWithToast } from "~/server/flash.server";
import { currentLanguage } from "~/server/language.server";
import { notifyStaff } from "~/server/mail/templates/staff-notification.server";
import { ButtonLink, buttonClass } from "~/ui/button";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/services";
import { readPublicForm } from "./public-form.server";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) => {
  const language = languageOfPath(args.location.pathname);
  return seo(args, {
    title: m.public_services_meta_title(),
    description: m.public_services_meta_description({
      admission: formatMoney(fees.onlinePreschool.admission, "BDT", { language }),
      monthly: formatMoney(fees.onlinePreschool.monthly, "BDT", { language }),
      session: formatMoney(fees.adventureFromPerSession, "BDT", { language }),
    }),
  });
};

/** Staff read the request in English: the service's English title goes to the inbox and the mail. */
const bookable = contentIn("en").services.services.filter((s) => !s.isStore);

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot } = await readPublicForm(request, context.clientIp);
  const service = bookable.find((s) => s.id === formData.get("service"));
  if (!service) throw data(null, { status: 400 });
  const language = currentLanguage();
  const back = localized("/services", language);
  const shownTitle = contentIn(language).services.services.find((s) => s.id === service.id)?.title ?? service.title;
  if (isBot) return redirectWithToast(back, bookingSuccessToast(shownTitle));
  const submission = parseForm(formData, bookingSchema);
  if (submission.status !== "success") {
    return data(
      { service: service.id, lastResult: submission.reply(), toast: { ...bookingErrorToast } },
      { status: 400 },
    );
  }
  const { name, whatsapp } = submission.value;
  await addBookingRequest({ serviceTitle: service.title, name, whatsapp });
  await notifyStaff({ kind: "booking", serviceTitle: service.title, name, whatsapp });
  return redirectWithToast(back, bookingSuccessToast(shownTitle));
}

export default function ServicesPage({ actionData }: Route.ComponentProps) {
  const language = useLanguage();
  const { services, servicesIntro } = contentIn(language).services;
  const { closings } = contentIn(language).pages;
  const to = (path: string) => localized(path, language);
  return (
    <main id="main">
      <Toaster toasts={[actionData?.toast]} />
      <PageHeader
        eyebrow={m.public_services_eyebrow()}
        title={m.public_services_title()}
        intro={<p>{servicesIntro}</p>}
      >
        <ButtonLink to={to("/enroll")} size="lg">
          {m.public_register_now()}
        </ButtonLink>
      </PageHeader>

      <Section>
        <ul className="grid gap-6 md:grid-cols-2">
          {services.map((service, i) => (
            <li
              key={service.id}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <Illustration
                src={service.image}
                alt=""
                priority={i === 0}
                className="aspect-[2/1] bg-brand-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-xl font-extrabold text-ink">{service.title}</h2>
                <p className="mt-2 text-slate-700">{service.description}</p>
                <CheckList items={service.features} className="mt-4" />
                <Fees service={service} language={language} />
                <div className="mt-6 flex flex-wrap gap-3">
                  <button
                    type="button"
                    popoverTarget={bookingDialogId(service)}
                    aria-label={m.public_services_book_now_label({ service: service.title })}
                    className={buttonClass("primary")}
                  >
                    {m.public_services_book_now()}
                  </button>
                  {service.storeLink ? (
                    <Link to={to(service.storeLink)} className={buttonClass("outline")}>
                      {m.public_services_preview_store()}
                    </Link>
                  ) : null}
                </div>
              </div>
              {service.isStore ? (
                <StoreComingSoon service={service} language={language} />
              ) : (
                <BookingDialog
                  service={service}
                  open={actionData?.service === service.id}
                  lastResult={actionData?.lastResult}
                  closeHref={to("/services")}
                />
              )}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={closings.services.title} text={closings.services.text}>
        <ButtonLink to={to("/enroll")} variant="secondary" size="lg">
          {m.public_register_now()}
        </ButtonLink>
        <ButtonLink to={to("/contact")} variant="outline" size="lg">
          {m.public_services_ask()}
        </ButtonLink>
      </CtaBand>
    </main>
  );
}

/** Fees from site config (docs/product.md#programmes-and-ages), formatted in taka. */
function Fees({ service, language }: { service: Service; language: Language }) {
  const taka = (amount: number) => formatMoney(amount, "BDT", { language });
  const rows: Array<[string, string]> = [];
  if (service.admissionFee !== undefined) rows.push([m.public_services_admission_fee(), taka(service.admissionFee)]);
  if (service.monthlyFee !== undefined) rows.push([m.public_services_monthly_fee(), taka(service.monthlyFee)]);
  if (service.optionalOutdoorFee !== undefined)
    rows.push([
      m.public_services_outdoor_fee(),
      m.public_services_per_month({ amount: taka(service.optionalOutdoorFee) }),
    ]);
  if (service.priceStartsFrom !== undefined)
    rows.push([
      m.public_services_price(),
      m.public_services_from_per_session({ amount: taka(service.priceStartsFrom) }),
    ]);
  if (rows.length === 0 && service.price) rows.push([m.public_services_price(), service.price]);
  return (
    <dl className="mt-6 divide-y divide-slate-100 rounded-xl bg-slate-50 px-4 py-1">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The store card's Book Now only tells the truth: the store isn't open yet (docs/product.md#public-site). */
function StoreComingSoon({ service, language }: { service: Service; language: Language }) {
  return (
    <PopoverPanel
      id={bookingDialogId(service)}
      title={contentIn(language).services.storeComingSoonMessage}
      closeHref={localized("/services", language)}
    >
      <p className="text-slate-700">{m.public_services_store_text()}</p>
      <div className="mt-5 flex justify-end">
        <Link to={localized(service.storeLink ?? "/store", language)} className={buttonClass("primary")}>
          {m.public_services_store_go()}
        </Link>
      </div>
    </PopoverPanel>
  );
}
