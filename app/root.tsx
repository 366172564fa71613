import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader, type HeaderUser } from "./components/site-header";
import { WhatsAppButton } from "./components/whatsapp-button";
import { ErrorPage } from "./components/error-page";
import { avatarUrl } from "./lib/files";
import { wantsHydration } from "./lib/handle";
import { useNonce } from "./lib/nonce";
import { site } from "./lib/site-config";
import { Toaster } from "./ui/toast";
import { getProfile } from "./server/data/profiles.server";
import { env } from "./server/env.server";
import { readFlash } from "./server/flash.server";
import { getSessionUser, isStaff } from "./server/session.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const profile = user ? await getProfile(user.id) : null;
  const headerUser: HeaderUser | null = user
    ? { name: profile?.fullName ?? null, email: user.email, avatarUrl: avatarUrl(profile?.avatarKey), isStaff: isStaff(user) }
    : null;
  const { toast, headers } = await readFlash(request);
  return data({ user: headerUser, toast, appUrl: env().APP_URL, year: new Date().getFullYear() }, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const nonce = useNonce();
  const hydrated = wantsHydration(matches);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2">
          Skip to content
        </a>
        <SiteHeader user={root?.user ?? null} />
        <div className="flex-1">{children}</div>
        <SiteFooter year={root?.year ?? new Date().getFullYear()} />
        <WhatsAppButton />
        <Toaster toasts={[root?.toast]} />
        {hydrated ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <ErrorPage
        status={404}
        title="We couldn't find that page"
        message="The link may be old or mistyped. Here are some places to start instead."
      />
    );
  }
  if (status === 429) {
    return (
      <ErrorPage
        status={429}
        title="Too many attempts"
        message="Your last form was not sent. Please wait a minute and try again."
      />
    );
  }
  if (status === 403) {
    return (
      <ErrorPage
        status={403}
        title="This request was refused"
        message="Forms can only be sent from this website's own pages. Please go back, reload the page and try again."
      />
    );
  }
  return (
    <ErrorPage
      status={status}
      title="Something went wrong on our side"
      message={`Please try again in a moment. If it keeps happening, call us at ${site.phone}.`}
      details={import.meta.env.DEV && error instanceof Error ? error.stack : undefined}
    />
  );
}
