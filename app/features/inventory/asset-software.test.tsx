// @vitest-environment jsdom
import { cleanup, getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { assetPageTexts } from "~/content/inventory-asset";
import { AGENT_SETTINGS_PATH } from "~/content/licences";
import type { AssetPageView, AssetSoftwareView } from "~/contracts/asset-page-view";
import { AssetSoftware } from "./asset-software";

// The asset page's 'Logiciels installés': a row per install with the licence covering it (a link)
// or 'Sans licence', the total and the cap, and the two empty states (never inventoried: the
// agent's set-up for those who may; inventoried without software: when).

afterEach(cleanup);

const t = assetPageTexts.software;
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

function show(software: AssetSoftwareView, canSetUpAgent = true) {
  const view = { software, canSetUpAgent } as AssetPageView;
  render(
    <MemoryRouter>
      <AssetSoftware view={view} />
    </MemoryRouter>,
  );
  return screen.getByRole("region", { name: t.heading });
}

const AT = "lundi 23 novembre 2026 à 09:00";

describe("'Logiciels installés'", () => {
  it("leaves the date out of the total when the last inventory's date is unknown", () => {
    const panel = show({
      total: 1,
      inventoriedAt: null,
      rows: [{ id: "1", name: "7-Zip", version: "24.08", publisher: null, licence: null }],
    });
    const lead = "1\u00a0logiciel relevé par la découverte via agent.";
    expect(t.lead(1, null)).toBe(lead);
    expect(within(panel).getByText(lead, exact)).toBeTruthy();
  });

  it("shows each install with its licence, or 'Sans licence', and the total", () => {
    const panel = show({
      total: 2,
      inventoriedAt: AT,
      rows: [
        {
          id: "1",
          name: "Microsoft Office 2021",
          version: "16.0",
          publisher: "Microsoft Corporation",
          licence: { name: "Office 2021", href: "/licence/1" },
        },
        { id: "2", name: "VLC media player", version: null, publisher: null, licence: null },
      ],
    });
    expect(within(panel).getByText(t.lead(2, AT), exact)).toBeTruthy();
    const [office, vlc] = within(panel).getAllByTestId("asset-software-row");
    expect(within(office!).getByRole("rowheader").textContent).toBe("Microsoft Office 2021");
    // 'Voir la licence', named for screen readers after the licence.
    const licence = within(office!).getByRole("link", {
      name: /^Voir la licence\s*:\s*Office 2021$/,
    });
    expect(licence.getAttribute("href")).toBe("/licence/1");
    expect(licence.textContent).toBe(`${t.licenceLink}${t.licenceOf("Office 2021")}`);
    expect(within(vlc!).getByText(t.unlicensed)).toBeTruthy();
    expect(within(vlc!).queryByRole("link")).toBeNull();
    expect(within(panel).queryByText(t.capped(2), exact)).toBeNull();
  });

  it("says when only the first rows are shown", () => {
    const rows = Array.from({ length: 3 }, (_, i) => ({
      id: String(i),
      name: `Logiciel ${i}`,
      version: null,
      publisher: null,
      licence: null,
    }));
    const panel = show({ total: 250, inventoriedAt: AT, rows });
    expect(within(panel).getByText(t.lead(250, AT), exact)).toBeTruthy();
    expect(within(panel).getByText(t.capped(3), exact)).toBeTruthy();
  });

  it("explains an asset no agent has inventoried, with the set-up for those who may", () => {
    const panel = show({ total: 0, inventoriedAt: null, rows: [] });
    expect(within(panel).getByText(t.emptyNever, exact)).toBeTruthy();
    expect(within(panel).getByRole("link", { name: t.setUp }).getAttribute("href")).toBe(
      AGENT_SETTINGS_PATH,
    );
    expect(within(panel).queryByRole("table")).toBeNull();
    cleanup();
    const reader = show({ total: 0, inventoriedAt: null, rows: [] }, false);
    expect(within(reader).queryByRole("link")).toBeNull();
  });

  it("says when the agent found no software", () => {
    const panel = show({ total: 0, inventoriedAt: AT, rows: [] });
    expect(within(panel).getByText(t.emptyNone(AT), exact)).toBeTruthy();
    expect(within(panel).queryByRole("link")).toBeNull();
  });
});
