import type { TeamMember } from "~/content/team";

/** The 12 roles, each with what they do for families. */
export function TeamList({ members, headingLevel = "h3" }: { members: TeamMember[]; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((member, i) => (
        <li key={member.name} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-brand-100 text-sm font-extrabold text-brand-800"
          >
            {String(i + 1).padStart(2, "0")}
          </span>
          <div>
            <Heading className="font-bold text-ink">{member.name}</Heading>
            <p className="mt-1 text-slate-700">{member.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
