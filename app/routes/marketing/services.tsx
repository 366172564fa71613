import { data, Link } from "react-router";
import { BookingDialog, bookingDialogId } from "~/components/marketing/booking-dialog";
import { Illustration } from "~/components/marketing/illustration";
import { CheckList, CtaBand, PageHeader, Section } from "~/components/marketing/layout";
import { PopoverPanel } from "~/components/marketing/popover-panel";
import { closings } from "~/content/pages";
import { type Service, services, servicesIntro, storeComingSoonMessage } from "~/content/services";
import { formatMoney } from "~/lib/format";
import { cachedForAnonymous } from "~/lib/handle";
import { bookingErrorToast, bookingSchema, bookingSuccessToast } from "~/lib/schemas/booking";
import { parseForm } from "~/lib/schemas/parse-form";
import { seo } from "~/lib/seo";
import { fees } from "~/lib/site-config";
import { addBookingRequest } from "~/server/data/inbox.server";
import { redirectWithToast } from "~/server/flash.server";
import { notifyStaff } from "~/server/mail/templates/staff-notification.server";
import { ButtonLink, buttonClass } from "~/ui/button";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/services";
import { readPublicForm } from "./public-form.server";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Services & Fees",
    description: `Online preschool batches (admission ${formatMoney(fees.onlinePreschool.admission)}, then ${formatMoney(fees.onlinePreschool.monthly)} a month), adventure activities from ${formatMoney(fees.adventureFromPerSession)} a session, and what's coming next.`,
  });

const bookable = services.filter((s) => !s.isStore);

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot } = await readPublicForm(request, context.clientIp);
  const service = bookable.find((s) => s.id === formData.get("service"));
  if (!service) throw data(null, { status: 400 });
  if (isBot) return redirectWithToast("/services", bookingSuccessToast(service.title));
  const submission = parseForm(formData, bookingSchema);
  if (submission.status !== "success") {
    return data({ service: service.id, lastResult: submission.reply(), toast: bookingErrorToast }, { status: 400 });
  }
  const { name, whatsapp } = submission.value;
  await addBookingRequest({ serviceTitle: service.title, name, whatsapp });
  await notifyStaff({ kind: "booking", serviceTitle: service.title, name, whatsapp });
  return redirectWithToast("/services", bookingSuccessToast(service.title));
}

export default function ServicesPage({ actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Toaster toasts={[actionData?.toast]} />
      <PageHeader eyebrow="Services & fees" title="Our Services" intro={<p>{servicesIntro}</p>}>
        <ButtonLink to="/enroll" size="lg">
          Register Now
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
                <Fees service={service} />
                <div className="mt-6 flex flex-wrap gap-3">
                  <button
                    type="button"
                    popoverTarget={bookingDialogId(service)}
                    aria-label={`Book Now: ${service.title}`}
                    className={buttonClass("primary")}
                  >
                    Book Now
                  </button>
                  {service.storeLink ? (
                    <Link to={service.storeLink} className={buttonClass("outline")}>
                      Preview the store
                    </Link>
                  ) : null}
                </div>
              </div>
              {service.isStore ? (
                <StoreComingSoon service={service} />
              ) : (
                <BookingDialog
                  service={service}
                  open={actionData?.service === service.id}
                  lastResult={actionData?.lastResult}
                />
              )}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={closings.services.title} text={closings.services.text}>
        <ButtonLink to="/enroll" variant="secondary" size="lg">
          Register Now
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline" size="lg">
          Ask a Question
        </ButtonLink>
      </CtaBand>
    </main>
  );
}

/** Fees from site config (SPEC §9), formatted in taka. */
function Fees({ service }: { service: Service }) {
  const rows: Array<[string, string]> = [];
  if (service.admissionFee !== undefined) rows.push(["Admission fee (one time)", formatMoney(service.admissionFee)]);
  if (service.monthlyFee !== undefined) rows.push(["Monthly fee", formatMoney(service.monthlyFee)]);
  if (service.optionalOutdoorFee !== undefined)
    rows.push(["Outdoor sessions (optional)", `${formatMoney(service.optionalOutdoorFee)} / month`]);
  if (service.priceStartsFrom !== undefined)
    rows.push(["Price", `From ${formatMoney(service.priceStartsFrom)} per session`]);
  if (rows.length === 0 && service.price) rows.push(["Price", service.price]);
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

/** The store card's Book Now only tells the truth: the store isn't open yet (SPEC §2 Services). */
function StoreComingSoon({ service }: { service: Service }) {
  return (
    <PopoverPanel id={bookingDialogId(service)} title={storeComingSoonMessage} closeHref="/services">
      <p className="text-slate-700">
        Our learning kits and printables aren't on sale yet. Preview what's planned and leave your email to hear when
        the store opens.
      </p>
      <div className="mt-5 flex justify-end">
        <Link to={service.storeLink ?? "/store"} className={buttonClass("primary")}>
          Go to the store preview
        </Link>
      </div>
    </PopoverPanel>
  );
}
