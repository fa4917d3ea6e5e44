import type { ProjectColor } from "~/content/projects";

// Tailwind classes of each product colour, spelled out so that Tailwind sees them.
export const projectColorClass: Record<ProjectColor, { panel: string; icon: string; bar: string }> =
  {
    blue: {
      panel: "from-blue-500/25 via-blue-500/10 to-transparent",
      icon: "bg-blue-600 text-white",
      bar: "bg-blue-500/60",
    },
    emerald: {
      panel: "from-emerald-500/25 via-emerald-500/10 to-transparent",
      icon: "bg-emerald-700 text-white",
      bar: "bg-emerald-500/60",
    },
    violet: {
      panel: "from-violet-500/25 via-violet-500/10 to-transparent",
      icon: "bg-violet-600 text-white",
      bar: "bg-violet-500/60",
    },
    rose: {
      panel: "from-rose-500/25 via-rose-500/10 to-transparent",
      icon: "bg-rose-600 text-white",
      bar: "bg-rose-500/60",
    },
    amber: {
      panel: "from-amber-500/25 via-amber-500/10 to-transparent",
      icon: "bg-amber-700 text-white",
      bar: "bg-amber-500/60",
    },
    cyan: {
      panel: "from-cyan-500/25 via-cyan-500/10 to-transparent",
      icon: "bg-cyan-700 text-white",
      bar: "bg-cyan-500/60",
    },
  };
