// The tabs of a plain ARIA tablist: a button per tab, only the chosen one in the Tab order (roving tabindex; the
// list's keyboard is tablistKeys.ts's), and a press on another tab choosing it, as MUI's Tabs without
// `selectionFollowsFocus`. The tablist around them, and how it lays them out, is the caller's.

export interface TabButton<T extends string> {
  value: T;
  label: string;
  /** The tab's id, when a tabpanel names it in aria-labelledby. */
  id?: string;
  /** The id of the panel the tab shows, with `id`. */
  controls?: string;
}

export default function TabButtons<T extends string>({
  tabs,
  value,
  onChange,
  className,
}: {
  tabs: readonly TabButton<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return tabs.map((tab) => {
    const selected = tab.value === value;
    return (
      <button
        key={tab.value}
        type="button"
        role="tab"
        id={tab.id}
        aria-controls={tab.controls}
        aria-selected={selected}
        tabIndex={selected ? 0 : -1}
        className={className}
        onClick={() => {
          if (!selected) onChange(tab.value);
        }}
      >
        {tab.label}
      </button>
    );
  });
}
