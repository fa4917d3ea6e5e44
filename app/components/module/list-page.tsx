import type { ReactNode } from "react";

// The frame of a module's list page (docs/decisions/0082-module-ui-kit.md): wide (7xl), the
// dashboard's paddings, its parts 1.5 rem apart. The header, the FilterBar, the DataTable (or the
// empty state) and the Pagination go inside, in that order.
//
//   <ListPage><Header /><FilterBar …/><DataTable …/><Pagination …/></ListPage>

export function ListPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      {children}
    </div>
  );
}
