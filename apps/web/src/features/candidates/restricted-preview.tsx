const SKELETONS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** What the page looks like behind the 'Acesso restrito' overlay: empty shapes, no data. */
export function RestrictedPreview() {
  return (
    <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
      <div className="h-64 rounded-3xl bg-white shadow-sm ring-1 ring-navy/10" />
      <ul className="grid gap-5 sm:grid-cols-2">
        {SKELETONS.map((key) => (
          <li key={key} className="flex gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-navy/10">
            <div className="h-20 w-20 shrink-0 rounded-full bg-mist" />
            <div className="flex flex-1 flex-col gap-3 pt-2">
              <div className="h-4 w-3/4 rounded bg-mist" />
              <div className="h-4 w-1/3 rounded bg-mist" />
              <div className="h-4 w-1/2 rounded bg-mist" />
              <div className="mt-2 h-10 w-28 rounded-full bg-mist" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
