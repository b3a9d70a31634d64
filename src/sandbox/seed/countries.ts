/** Countries answered by `GET /wps/system/country` (ADR 0002). */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
  countryName: string;
}

export const COUNTRIES: readonly Country[] = [
  { countryCode: "BR", countryDialingCode: "+55", countryName: "Brazil" },
  { countryCode: "PT", countryDialingCode: "+351", countryName: "Portugal" },
  { countryCode: "VN", countryDialingCode: "+84", countryName: "Vietnam" },
  { countryCode: "TH", countryDialingCode: "+66", countryName: "Thailand" },
  { countryCode: "ID", countryDialingCode: "+62", countryName: "Indonesia" },
  { countryCode: "PH", countryDialingCode: "+63", countryName: "Philippines" },
  { countryCode: "JP", countryDialingCode: "+81", countryName: "Japan" },
  { countryCode: "CN", countryDialingCode: "+86", countryName: "China" },
  { countryCode: "US", countryDialingCode: "+1", countryName: "United States" },
  { countryCode: "IN", countryDialingCode: "+91", countryName: "India" },
  { countryCode: "MY", countryDialingCode: "+60", countryName: "Malaysia" },
  { countryCode: "BD", countryDialingCode: "+880", countryName: "Bangladesh" },
  { countryCode: "MX", countryDialingCode: "+52", countryName: "Mexico" },
  { countryCode: "AR", countryDialingCode: "+54", countryName: "Argentina" },
  { countryCode: "GB", countryDialingCode: "+44", countryName: "United Kingdom" },
];
