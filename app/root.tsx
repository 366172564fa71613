import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";
import { EnhanceScript } from "./components/enhance-script";
import { ErrorPage } from "./components/error-page";
import { BanglaNotice } from "./components/language-link";
import { SiteFooter } from "./components/site-footer";
import { type HeaderUser, SiteHeader } from "./components/site-header";
import { WhatsAppButton } from "./components/whatsapp-button";
import { contentIn } from "./content/by-language";
import banglaFontHref from "./fonts/noto-sans-bengali.woff2?url";
import { avatarUrl } from "./lib/files";
import { chromeFor, wantsEnhancement } from "./lib/handle";
import { hasBanglaTwin, type Language, offersBangla } from "./lib/i18n/language";
import { useNonce } from "./lib/nonce";
import { site } from "./lib/site-config";
import { m } from "./paraglide/messages";
import { getLocale } from "./paraglide/runtime";
import { getRequestProfile } from "./server/data/profiles.server";
import { enhanceScriptSrc } from "./server/enhance-script.server";
import { env } from "./server/env.server";
import { readFlash } from "./server/flash.server";
import { currentLanguage, languageChoiceCookie } from "./server/language.server";
import { getSessionUser, isStaff } from "./server/session.server";
import { Toaster } from "./ui/toast";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const profile = user ? await getRequestProfile(request, user.id) : null;
  const headerUser: HeaderUser | null = user
    ? {
        name: profile?.fullName ?? null,
        email: user.email,
        avatarUrl: avatarUrl(profile?.avatarKey),
        isStaff: isStaff(user),
      }
    : null;
  const { toast, headers } = await readFlash(request);
  const url = new URL(request.url);
  const language = currentLanguage();
  // The language link adds ?lang=: that page's response remembers the choice (docs/product.md#languages).
  const chosen = url.searchParams.get("lang");
  if (chosen === "en" || chosen === "bn") headers.append("Set-Cookie", languageChoiceCookie(chosen));
  const offerBangla =
    language === "en" &&
    !chosen &&
    hasBanglaTwin(url.pathname) &&
    offersBangla(request.headers.get("Accept-Language"), request.headers.get("Cookie"));
  return data(
    {
      user: headerUser,
      toast,
      appUrl: env().APP_URL,
      year: new Date().getFullYear(),
      enhanceScriptSrc,
      language,
      offerBangla,
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const nonce = useNonce();
  const enhance = wantsEnhancement(matches) && root?.enhanceScriptSrc;
  // An error page stands in for every route below root, so it is framed as part of the site:
  // the 404 a parent gets on /staff looks like any other.
  const chrome = useRouteError() ? "site" : chromeFor(matches);
  const dashboard = chrome === "dashboard";
  const language = root?.language ?? "en";
  return (
    // On phones the dashboard's top bar and the site's header stay at the top of the screen; scroll padding keeps
    // focused fields and linked places clear of them.
    <html lang={language} className={chrome === "console" ? undefined : "max-md:scroll-pt-20"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <link rel="stylesheet" href={stylesheetHref} />
        {language === "bn" ? (
          <link rel="preload" href={banglaFontHref} as="font" type="font/woff2" crossOrigin="anonymous" />
        ) : null}
        <Links />
        {enhance ? <EnhanceScript src={enhance} nonce={nonce} /> : null}
      </head>
      {/* On the dashboard the grey reaches the footer however short the page. */}
      <body
        className={dashboard ? "flex min-h-screen flex-col bg-slate-50 print:bg-white" : "flex min-h-screen flex-col"}
      >
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {m.skip_to_content()}
        </a>
        {root?.offerBangla ? <BanglaNotice /> : null}
        {chrome === "console" ? (
          children
        ) : (
          <>
            {/* On phones the dashboard brings its own top bar instead. */}
            <SiteHeader
              user={root?.user ?? null}
              language={language}
              className={dashboard ? "max-md:hidden" : undefined}
            />
            <div className="flex-1">{children}</div>
            <SiteFooter year={root?.year ?? new Date().getFullYear()} language={language} />
            <WhatsAppButton placement={dashboard ? "dashboard-bar" : "corner"} />
          </>
        )}
        <Toaster toasts={[root?.toast]} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The status an error page stands for, and how long to wait for a 429. */
function errorStatus(error: unknown) {
  if (!isRouteErrorResponse(error)) return { status: 500, retryAfterSeconds: undefined };
  const retryAfter = Number((error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds);
  return { status: error.status, retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined };
}

/** What an error page says, in the request's language (an error page may have no loader data to read it from). */
const errorCopyNow = (status: number, retryAfterSeconds: number | undefined) =>
  contentIn(getLocale() as Language).errors.errorCopy(status, { retryAfterSeconds });

/** An error page's title; pages that render normally set their own. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const { status, retryAfterSeconds } = errorStatus(error);
  return [
    { title: `${errorCopyNow(status, retryAfterSeconds).title} | ${site.name}` },
    { name: "robots", content: "noindex" },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { status, retryAfterSeconds } = errorStatus(error);
  const { title, message } = errorCopyNow(status, retryAfterSeconds);
  return (
    <ErrorPage
      status={status}
      title={title}
      message={message}
      details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
    />
  );
}
