/**
 * Response schemas of the content pages' writes (issue 31 item 4): the affiliate application and the feedback.
 * The platform's own fields were not observed; these are the site's and its sandbox's agreement (deviation CNT-12,
 * CNT-14), so a real platform's names replace them here in one place.
 */
import * as v from "valibot";

const numeric = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]), v.transform(Number));

/** `value` of the affiliate application: the reference of the application, the e-mail it answers, when it arrived. */
export const affiliateApplicationSchema = v.looseObject({ reference: v.pipe(v.string(), v.minLength(1)), email: v.string(), receivedAt: numeric });

/** `value` of `PUT /wps/feedback`: the feedback's id and when it was recorded. */
export const feedbackReceiptSchema = v.looseObject({ id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)), createdAt: numeric });

/** `value` of `GET /wps/system/content?type=NEWS|BLOG|ABOUT&lang=…`: the articles of a content page (deviation CNT-17). */
export const contentArticlesSchema = v.array(
  v.looseObject({
    id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
    title: v.string(),
    summary: v.optional(v.string(), ""),
    content: v.string(),
    date: v.optional(v.nullable(numeric), null),
  }),
);
