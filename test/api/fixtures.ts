import type { MemberInfo, SystemStatus } from "../../src/api/schemas.ts";

export const statusValue: SystemStatus = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: "203.0.113.7", country: "Brazil", countryCode: "BR" },
  info: {
    whitelabel: [{ modId: "REG3", enabled: "1", childrenNodes: [{ modId: "USERNAMEREG3", enabled: "0", childrenNodes: [] }] }],
    register: {
      username: { enabled: true, required: true, acceptedPattern: "^[a-z][a-z0-9]*$", patternId: 1, minLength: 4, maxLength: 16 },
    },
    customerService: [{ csType: "FACEBOOK", type: "1", path: "cipher12345678" }],
    domainRoute: { domainList: [{ domain: "a.example", speed: 80 }] },
    resources: [{ resourceType: "ANDROID", url: "https://a.example/app.apk", labelNameEn: "Android" }],
    mainDomain: "a.example",
    analytics: { gtagId: "G-TEST" },
    imageCDNs: ["https://img.example"],
    launchGameCDNs: ["https://launch.example"],
  },
};

export const memberValue: MemberInfo = {
  id: 10001,
  account: "demo",
  nickname: "Demo Player",
  type: 0,
  toUpline: false,
  clubLabel: { labelName: "VIP1", rankLevel: 1 },
  memberLabel: [],
  avatar: "data:image/svg+xml;base64,AAAA",
  avatarType: "STATIC",
};

export const ok = (value: unknown) => ({ success: true, value });
