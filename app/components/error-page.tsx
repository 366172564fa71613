import { Link } from "react-router";
import { buttonClass } from "~/ui/button";

const suggestions = [
  { to: "/", label: "Home" },
  { to: "/curriculum", label: "Curriculum" },
  { to: "/services", label: "Services and fees" },
  { to: "/contact", label: "Contact us" },
];

/** The designed 404 and 500 pages; they keep the normal header and footer from the root layout. */
export function ErrorPage({
  status,
  title,
  message,
  details,
}: {
  status: number;
  title: string;
  message: string;
  details?: string;
}) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Error {status}</p>
      <h1 className="mt-3 text-3xl font-extrabold text-ink sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{message}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {suggestions.map((s, i) => (
          <li key={s.to}>
            <Link to={s.to} className={buttonClass(i === 0 ? "primary" : "outline")}>
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
      {details ? (
        <pre className="mt-10 overflow-auto rounded-lg bg-slate-100 p-4 text-left text-xs">{details}</pre>
      ) : null}
    </main>
  );
}
