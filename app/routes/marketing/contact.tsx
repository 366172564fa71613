import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { Faq, faqPageLd } from "~/components/marketing/faq";
import { Icon, type IconName } from "~/components/marketing/icons";
import { JsonLd } from "~/components/marketing/json-ld";
import { PageHeader, Section } from "~/components/marketing/layout";
import { officeHours } from "~/content/bn/format";
import { contentIn } from "~/content/by-language";
import { cachedForAnonymous } from "~/lib/handle";
import { type Language, languageOfPath, localized } from "~/lib/i18n/language";
import { useLanguage } from "~/lib/i18n/use-language";
import { type ContactInput, contactErrorToast, contactSchema, contactSuccessToast } from "~/lib/schemas/contact";
import { parseForm } from "~/lib/schemas/parse-form";
import { seo } from "~/lib/seo";
import { site, whatsappHref } from "~/lib/site-config";
import { m } from "~/paraglide/messages";
import { addContactMessage } from "~/server/data/inbox.server";
import { redirectWithToast } from "~/server/flash.server";
import { currentLanguage } from "~/server/language.server";
import { notifyStaff } from "~/server/mail/templates/staff-notification.server";
import { Button } from "~/ui/button";
import { Field, Honeypot, TextareaField } from "~/ui/field";
import { Toaster } from "~/ui/toast";
import type { Route } from "./+types/contact";
import { readPublicForm } from "./public-form.server";

export const handle = cachedForAnonymous;

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: m.public_contact_meta_title(),
    description: m.public_contact_meta_description({
      brand: site.name,
      hours: hoursIn(languageOfPath(args.location.pathname)),
    }),
  });

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot } = await readPublicForm(request, context.clientIp);
  const back = localized("/contact", currentLanguage());
  if (isBot) return redirectWithToast(back, contactSuccessToast);
  const submission = parseForm(formData, contactSchema);
  if (submission.status !== "success") {
    return data(
      { lastResult: submission.reply(), toast: contactErrorToast(submission.error ?? undefined) },
      { status: 400 },
    );
  }
  await addContactMessage(submission.value);
  await notifyStaff({ kind: "contact", ...submission.value });
  return redirectWithToast(back, contactSuccessToast);
}

const hoursIn = (language: Language) => (language === "bn" ? officeHours : site.hours.display);

const contactWays = (language: Language): Array<{ icon: IconName; label: string; value: string; href?: string }> => [
  { icon: "mail", label: m.public_contact_email(), value: site.email, href: `mailto:${site.email}` },
  { icon: "phone", label: m.public_contact_phone(), value: site.phone, href: site.phoneHref },
  { icon: "clock", label: m.public_contact_hours(), value: hoursIn(language) },
  { icon: "pin", label: m.public_contact_address(), value: language === "bn" ? site.bn.address : site.address.display },
];

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const language = useLanguage();
  const { faqs } = contentIn(language).faq;
  const { pageIntros, sectionIntros } = contentIn(language).pages;
  const [form, fields] = useForm<ContactInput>({
    id: "contact",
    lastResult: actionData?.lastResult,
    constraint: getZodConstraint(contactSchema),
  });
  return (
    <main id="main">
      <JsonLd data={faqPageLd(faqs, language)} />
      <Toaster toasts={[actionData?.toast]} />
      <PageHeader
        eyebrow={pageIntros.contact.eyebrow}
        title={pageIntros.contact.title}
        intro={<p>{pageIntros.contact.text}</p>}
      />

      <Section>
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <section aria-labelledby="get-in-touch" className="min-w-0 rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
            <h2 id="get-in-touch" className="text-2xl font-extrabold">
              {m.public_contact_get_in_touch()}
            </h2>
            <ul className="mt-6 space-y-5">
              {contactWays(language).map((way) => (
                <li key={way.label} className="flex gap-4">
                  <span className="flex h-10 w-10 flex-none items-center justify-center rounded-xl bg-brand-700 text-sun-400">
                    <Icon name={way.icon} />
                  </span>
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-brand-100">{way.label}</p>
                    {way.href ? (
                      <a
                        href={way.href}
                        className="font-semibold [overflow-wrap:anywhere] underline-offset-4 hover:underline"
                      >
                        {way.value}
                      </a>
                    ) : (
                      <p className="font-semibold [overflow-wrap:anywhere]">{way.value}</p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <a
              href={whatsappHref(m.public_contact_whatsapp_text())}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {m.public_chat_whatsapp()}
              <span className="sr-only">{m.public_new_tab()}</span>
            </a>
          </section>

          <section aria-labelledby="send-message" className="min-w-0">
            <h2 id="send-message" className="text-2xl font-extrabold text-ink">
              {m.public_contact_send_title()}
            </h2>
            <p className="mt-2 text-slate-700">
              {sectionIntros.contactForm}{" "}
              <a href={`mailto:${site.email}`} className="font-semibold text-brand-700 underline underline-offset-4">
                {site.email}
              </a>
              {language === "bn" ? "।" : "."}
            </p>
            <Form method="post" {...getFormProps(form)} className="relative mt-6 space-y-5">
              <Honeypot />
              <div className="grid gap-5 sm:grid-cols-2">
                <Field meta={fields.name} label={m.public_contact_name()} autoComplete="name" />
                <Field meta={fields.email} label={m.public_contact_email()} type="email" autoComplete="email" />
              </div>
              <TextareaField meta={fields.message} label={m.public_contact_message()} rows={6} />
              <Button type="submit" size="lg">
                {m.public_contact_send()}
              </Button>
            </Form>
          </section>
        </div>
      </Section>

      <Section id="faq" title={m.public_contact_faq_title()} intro={sectionIntros.contactFaq} tone="tint">
        <div className="max-w-3xl">
          <Faq items={faqs} />
        </div>
      </Section>
    </main>
  );
}
