import type { Notice } from "../announcements/announcements.types.ts";
import type { SampleEvent, SampleInput } from "../shared/registry-types.ts";

const notice = (n: number): Notice => ({ id: String(1000 + n), title: `Notice ${n}`, html: `<p>Notice number ${n}.</p>`, date: 1_767_600_000_000 + n * 86_400_000, promotionId: null });
const ten = Array.from({ length: 10 }, (_, i) => notice(i + 1));

export const noticeBoardInputs: SampleInput[] = [
  { label: "A player opens /noticePage", input: { readIds: [] } },
  { label: "A player opens /noticePage having read notice 1001", input: { readIds: ["1001"] } },
];

export const noticeBoardSamples: SampleEvent[] = [
  { label: "The announcements hold ten notices (two pages)", event: { type: "notices.received", notices: ten } },
  { label: "The announcements hold one notice (a new language)", event: { type: "notices.received", notices: [notice(1)] } },
  { label: "Player picks page 2", event: { type: "page.selected", page: 2 } },
  { label: "Player picks page 1", event: { type: "page.selected", page: 1 } },
  { label: "Player opens notice 1001", event: { type: "notice.opened", id: "1001" } },
  { label: "Player opens notice 1010", event: { type: "notice.opened", id: "1010" } },
  { label: "Player opens a notice that is no longer listed", event: { type: "notice.opened", id: "9999" } },
  { label: "Player closes the notice", event: { type: "notice.closed" } },
];
