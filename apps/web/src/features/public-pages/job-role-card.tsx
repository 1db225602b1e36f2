import { CircleCheck, GraduationCap } from 'lucide-react';
import { JOBS_PAGE, type JobRole } from '../../content/jobs';

/** A job title of /vagas: what the professional does and the required training. */
export function JobRoleCard({ role }: { role: JobRole }) {
  return (
    <li className="lg:last:odd:col-span-2">
      <article
        id={role.id}
        aria-labelledby={`${role.id}-titulo`}
        className="h-full scroll-mt-28 rounded-3xl bg-white p-7 shadow-sm ring-1 ring-navy/10"
      >
        <h3 id={`${role.id}-titulo`} className="text-xl font-bold text-navy sm:text-2xl">
          {role.title}
        </h3>
        <p className="mt-2 leading-relaxed text-ink">{role.summary}</p>
        <h4 className="mt-5 text-sm font-bold tracking-wider text-accent-strong uppercase">
          {JOBS_PAGE.tasksHeading}
        </h4>
        <ul className="mt-3 space-y-2">
          {role.tasks.map((task) => (
            <li key={task} className="flex gap-2 text-muted">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-strong" />
              <span>{task}</span>
            </li>
          ))}
        </ul>
        <h4 className="mt-5 text-sm font-bold tracking-wider text-accent-strong uppercase">
          {JOBS_PAGE.requirementsHeading}
        </h4>
        <p className="mt-2 flex gap-2 text-muted">
          <GraduationCap aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-accent-strong" />
          <span>{role.requirements}</span>
        </p>
      </article>
    </li>
  );
}
