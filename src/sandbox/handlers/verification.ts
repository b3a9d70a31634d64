/** `/wps/verification/sms/*`: SMS codes for login and password reset (`noLogin`) and for registration. */
import { type HttpHandler } from "msw";
import { type SandboxStore } from "../store.ts";
import { MESSAGE_NOT_AVAILABLE, moduleOn } from "../rules/modules.ts";
import { issueSmsCode, MESSAGE_BAD_MOBILE, MESSAGE_MOBILE_TAKEN, MESSAGE_MOBILE_UNKNOWN, parseMobile, SMS_EXPIRED_MINUTES } from "../rules/sms.ts";
import { fail, ok, readFields, route } from "./route.ts";

const sent = () => ok({ expiredMinutes: SMS_EXPIRED_MINUTES });

export function verificationHandlers(store: SandboxStore): HttpHandler[] {
  return [
    route(store, "post", "/wps/verification/sms/noLogin", async ({ request }) => {
      if (!moduleOn(store, "VERIFICATION3")) return fail(MESSAGE_NOT_AVAILABLE);
      const fields = await readFields(request);
      const mobile = parseMobile(fields.mobileNum, fields.countryDialingCode);
      if (!mobile) return fail(MESSAGE_BAD_MOBILE);
      if (!store.findMemberByMobile(mobile)) return fail(MESSAGE_MOBILE_UNKNOWN);
      const issued = issueSmsCode(store, "noLogin", mobile);
      return issued.ok ? sent() : fail(issued.message);
    }),
    route(store, "post", "/wps/verification/sms/register", async ({ request }) => {
      if (!moduleOn(store, "MOBILENUMREG3") && !moduleOn(store, "REGMOBVERF3")) return fail(MESSAGE_NOT_AVAILABLE);
      const fields = await readFields(request);
      const mobile = parseMobile(fields.mobileNo, fields.countryDialingCode);
      if (!mobile) return fail(MESSAGE_BAD_MOBILE);
      if (store.findMemberByMobile(mobile) || store.findMember(mobile.mobileNum)) return fail(MESSAGE_MOBILE_TAKEN);
      const issued = issueSmsCode(store, "register", mobile);
      return issued.ok ? sent() : fail(issued.message);
    }),
  ];
}
