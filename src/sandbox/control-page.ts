/** The self-contained HTML control page served at `GET /__sandbox` (talks to `/__sandbox/api/*` with fetch). */

export function controlPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox platform control</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.4; }
  body { margin: 0 auto; max-width: 72rem; padding: 1rem; }
  fieldset { margin: 0 0 1rem; border: 1px solid #8888; border-radius: .5rem; padding: .75rem 1rem; }
  legend { font-weight: 600; padding: 0 .25rem; }
  label { display: inline-flex; gap: .35rem; align-items: center; margin: .25rem 1rem .25rem 0; min-height: 24px; }
  input, select, button { font: inherit; min-height: 28px; }
  input[type=text], input[type=number] { width: 12rem; }
  button { padding: .3rem .9rem; margin: .25rem .5rem .25rem 0; cursor: pointer; }
  .flags { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); }
  .flags .changed { font-weight: 700; }
  #presets { list-style: none; padding: 0; margin: 0; }
  #presets li { margin: .15rem 0; }
  .table-wrap { overflow-x: auto; }
  table { border-collapse: collapse; margin: .25rem 0 1rem; } th, td { border: 1px solid #8888; padding: .2rem .6rem; text-align: left; }
  code, .code { font-family: ui-monospace, monospace; }
  #status { min-height: 1.5em; font-weight: 600; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Sandbox platform</h1>
<p>Scenario: <strong id="scenario-name">…</strong>. Changes apply to the next platform request. Add <code>?sandbox=&lt;preset&gt;</code> to any page address to switch preset.</p>
<p id="status" role="status" aria-live="polite"></p>
<fieldset>
  <legend>Presets</legend>
  <ul id="presets"></ul>
  <button type="button" id="reset">Reset everything</button>
</fieldset>
<form id="scenario">
  <fieldset>
    <legend>Platform status</legend>
    <label><input type="radio" name="status" value="0"> Normal</label>
    <label><input type="radio" name="status" value="1"> Maintenance</label>
    <label><input type="radio" name="status" value="2"> IP restriction</label>
    <label><input type="radio" name="status" value="3"> Both (maintenance wins)</label>
    <div>
      <label>Visitor IP <input type="text" name="visitorIp" autocomplete="off"></label>
      <label>Country <input type="text" name="visitorCountry" autocomplete="off"></label>
      <label>Country code <input type="text" name="visitorCountryCode" maxlength="3" autocomplete="off"></label>
    </div>
  </fieldset>
  <fieldset>
    <legend>Network</legend>
    <label>Latency (ms) <input type="number" name="latencyMs" min="0" step="100"></label>
    <label>Failure
      <select name="mode">
        <option value="none">none</option>
        <option value="http500">HTTP 500</option>
        <option value="malformed">malformed body</option>
        <option value="timeout">timeout (never answers)</option>
        <option value="network">network error</option>
      </select>
    </label>
    <label>Only paths starting with <input type="text" name="path" placeholder="/wps/system/status"></label>
    <label>Fail this many requests <input type="number" name="remaining" min="1" placeholder="until changed"></label>
    <label>Malformed body
      <select name="body"><option value="html">HTML page</option><option value="json">JSON without envelope</option></select>
    </label>
  </fieldset>
  <fieldset>
    <legend>Registration rules</legend>
    <label>Variant
      <select name="registerRules">
        <option value="standard">standard: username, password, optional mobile/e-mail/invitation code, captcha</option>
        <option value="strict">strict: every field required, every patternId 0–19</option>
        <option value="minimal">minimal: username and password, no captcha</option>
      </select>
    </label>
    <p>patternIds in use: <span id="pattern-ids"></span></p>
  </fieldset>
  <fieldset>
    <legend>Module flags (whitelabel)</legend>
    <div class="flags" id="flags"></div>
  </fieldset>
  <button type="submit">Apply scenario</button>
</form>

<section aria-labelledby="codes-title">
  <h2 id="codes-title">Codes for testers</h2>
  <p><button type="button" id="refresh">Refresh</button> (also refreshed when this tab gets focus)</p>
  <p>Current captcha code: <strong id="captcha" class="code">none</strong>. Open sessions: <span id="sessions">0</span>.</p>
  <h3 id="sms-title">SMS codes (inside their countdown)</h3>
  <div class="table-wrap"><table aria-labelledby="sms-title"><thead><tr><th scope="col">Number</th><th scope="col">Purpose</th><th scope="col">Code</th><th scope="col">Expires</th><th scope="col">Used</th></tr></thead><tbody id="sms"></tbody></table></div>
  <h3 id="tickets-title">Two-factor tickets</h3>
  <div class="table-wrap"><table aria-labelledby="tickets-title"><thead><tr><th scope="col">Account</th><th scope="col">From IP</th><th scope="col">Methods</th><th scope="col">Expires</th><th scope="col">Wrong answers</th></tr></thead><tbody id="tickets"></tbody></table></div>
  <p>Answers: SMS = the code sent to the account's mobile (send it from the app); EMAIL = the account's e-mail; PAYEE = its payee name;
    GA = its GA code; PASSWORD = its payment password (see the accounts table).</p>
  <h3 id="mails-title">Mails sent (password reset by e-mail)</h3>
  <ul id="mails" aria-labelledby="mails-title"></ul>
  <h3>Clock</h3>
  <p>Sandbox time: <span id="clock" class="code"></span> <span id="clock-pinned"></span>. SMS codes live 5 minutes, two-factor tickets 10.</p>
  <button type="button" data-advance="60000">+1 minute</button>
  <button type="button" data-advance="300000">+5 minutes (expire SMS codes)</button>
  <button type="button" data-advance="600000">+10 minutes (expire tickets)</button>
  <button type="button" data-advance="900000">+15 minutes (expire pending deposits)</button>
  <button type="button" data-advance="1800000">+30 minutes (auto-confirm waiting payouts)</button>
  <button type="button" id="real-time">Real time</button>
</section>

<section aria-labelledby="accounts-title">
  <h2 id="accounts-title">Accounts</h2>
  <div class="table-wrap"><table aria-labelledby="accounts-title"><thead><tr><th scope="col">Username</th><th scope="col">Password</th><th scope="col">Type</th><th scope="col">Mobile</th><th scope="col">E-mail</th><th scope="col">Payee name</th><th scope="col">Payment password</th><th scope="col">GA code</th><th scope="col">Known IPs</th><th scope="col">Balance</th><th scope="col">Payment password set</th><th scope="col">Vendor wallets</th><th scope="col">Bank cards</th><th scope="col">Notes</th></tr></thead><tbody id="accounts"></tbody></table></div>
  <p>Invitation codes that are valid: <span id="affiliates" class="code"></span> (any other is invalid). The default password <code>123456</code> forces a change.
    Social login (sandbox adapter): id token <code>sandbox:google:&lt;e-mail&gt;</code> or <code>sandbox:facebook:&lt;e-mail&gt;</code>.</p>
</section>

<section aria-labelledby="contracts-title">
  <h2 id="contracts-title">Agent contracts</h2>
  <p>agent01's contracts with its upline (master01) and its downlines, in every state. A kind shows in the agent centre only while its module flag is on (dividend SIGNCONDIV3, daily salary DAILYSALCONT3, hourly salary HOURSAL3, real-time salary RTSALARY3, under AGENTPOLICY3).</p>
  <div class="table-wrap"><table aria-labelledby="contracts-title"><thead><tr><th scope="col">Contract</th><th scope="col">Kind</th><th scope="col">Upline</th><th scope="col">Downline</th><th scope="col">State</th><th scope="col">Offered</th><th scope="col">Answered or ended</th></tr></thead><tbody id="contracts"></tbody></table></div>
</section>

<section aria-labelledby="cashier-title">
  <h2 id="cashier-title">Cashier</h2>
  <fieldset>
    <legend>Cashier settings</legend>
    <label><input type="checkbox" id="single-wallet"> Single wallet (no vendor wallets, no transfers)</label>
    <label><input type="checkbox" id="allow-deposit"> Deposits open</label>
    <label>New deposit orders
      <select id="deposit-outcome">
        <option value="credit">are credited after a minute</option>
        <option value="fail">fail after a minute</option>
        <option value="expire">stay pending and expire after 15 minutes</option>
      </select>
    </label>
    <button type="button" id="apply-cashier">Apply cashier settings</button>
    <p>Payouts left unanswered count as received after <span id="auto-confirm"></span> minutes on the sandbox clock.</p>
  </fieldset>
  <h3 id="ledger-title">Ledger (main wallet)</h3>
  <label>Account <select id="ledger-account"></select></label> <span id="ledger-omitted"></span>
  <div class="table-wrap"><table aria-labelledby="ledger-title"><thead><tr><th scope="col">Row</th><th scope="col">Time</th><th scope="col">Kind</th><th scope="col">Amount</th><th scope="col">Balance after</th><th scope="col">Reference</th></tr></thead><tbody id="ledger"></tbody></table></div>
  <h3 id="deposits-title">Deposits</h3>
  <div class="table-wrap"><table aria-labelledby="deposits-title"><thead><tr><th scope="col">Order</th><th scope="col">Account</th><th scope="col">Channel</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">Outcome</th><th scope="col">Due</th><th scope="col">Actions</th></tr></thead><tbody id="deposits"></tbody></table></div>
  <h3 id="withdrawals-title">Withdrawals and their parts</h3>
  <p>Pay the next part (empty amount = half of what remains), then answer it as the player in the app. A part with a proof waits here for Accept proof (it did not arrive; pay a new part) or Reject proof (it counts as received).</p>
  <div class="table-wrap"><table aria-labelledby="withdrawals-title"><thead><tr><th scope="col">Withdrawal</th><th scope="col">Account</th><th scope="col">Amount</th><th scope="col">Received</th><th scope="col">Unpaid</th><th scope="col">Status</th><th scope="col">Parts</th><th scope="col">Actions</th></tr></thead><tbody id="withdrawals"></tbody></table></div>
</section>

<section aria-labelledby="promotions-title">
  <h2 id="promotions-title">Promotion applications</h2>
  <p>Applications members sent (remark and images); approve one (the promotion shows issued) or reject it (rejected: the member may apply again).</p>
  <div class="table-wrap"><table aria-labelledby="promotions-title"><thead><tr><th scope="col">Application</th><th scope="col">Account</th><th scope="col">Promotion</th><th scope="col">Remark</th><th scope="col">Images</th><th scope="col">Sent</th><th scope="col">Status</th><th scope="col">Review</th></tr></thead><tbody id="applications"></tbody></table></div>
</section>

<section aria-labelledby="redemptions-title">
  <h2 id="redemptions-title">Points redemptions</h2>
  <p>Rewards members redeemed with points; approve one in process (the reward is on its way) or reject it with a remark (the points go back to the member).</p>
  <label>Remark for a rejection <input id="redemption-remark" value="Out of stock"></label>
  <div class="table-wrap"><table aria-labelledby="redemptions-title"><thead><tr><th scope="col">Redemption</th><th scope="col">Account</th><th scope="col">Reward</th><th scope="col">Quantity</th><th scope="col">Points</th><th scope="col">Made</th><th scope="col">Status</th><th scope="col">Review</th></tr></thead><tbody id="redemptions"></tbody></table></div>
</section>
</main>
<script>
(() => {
  const api = (path, body) => fetch("/__sandbox/api/" + path, body === undefined ? path === "state" ? { method: "GET" } : { method: "POST", headers: { "X-Sandbox-Control": "1" } } :
    { method: "POST", headers: { "Content-Type": "application/json", "X-Sandbox-Control": "1" }, body: JSON.stringify(body) })
    .then(async (r) => { const data = await r.json(); if (!r.ok) throw new Error((data.issues || [data.error]).join("; ")); return data; });
  const form = document.getElementById("scenario");
  const status = document.getElementById("status");
  let defaults = {};
  const say = (text) => { status.textContent = text; };
  const text = (id, value) => { document.getElementById(id).textContent = value; };
  const time = (iso) => new Date(iso).toLocaleTimeString();
  const rows = (id, items, cells) => document.getElementById(id).replaceChildren(...items.map((item) => {
    const tr = document.createElement("tr");
    for (const v of cells(item)) { const td = document.createElement("td"); td.textContent = v; tr.append(td); }
    return tr;
  }));
  function renderForm(state) {
    const s = state.scenario;
    defaults = state.moduleDefaults;
    text("scenario-name", state.scenarioName);
    form.elements.status.value = String(s.status);
    for (const name of ["visitorIp", "visitorCountry", "visitorCountryCode", "latencyMs", "registerRules"]) form.elements[name].value = s[name];
    form.elements.mode.value = s.failure.mode;
    form.elements.path.value = s.failure.path || "";
    form.elements.remaining.value = s.failure.remaining == null ? "" : s.failure.remaining;
    form.elements.body.value = s.failure.body || "html";
    text("pattern-ids", (state.registerRulePatternIds[s.registerRules] || []).join(", "));
    const flags = document.getElementById("flags");
    flags.replaceChildren(...Object.keys(defaults).map((id) => {
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox"; box.name = "flag"; box.value = id;
      box.checked = s.whitelabel[id] ?? defaults[id];
      if (id in s.whitelabel) label.className = "changed";
      label.append(box, " " + id);
      return label;
    }));
  }
  function renderInfo(state) {
    text("scenario-name", state.scenarioName);
    rows("accounts", state.accounts, (a) => [a.username, a.password, String(a.type), a.mobile ? a.mobile.countryDialingCode + " " + a.mobile.mobileNum : "",
      a.email, a.payeeName, a.paymentPassword, a.gaCode, a.registeredIps.join(", "), a.balance.toFixed(2), a.paymentPasswordSet ? "yes" : "no",
      a.vendorWallets.map((w) => w.vendor + " " + money(w.balanceMinor)).join(", "), a.bankCards.map((c) => c.cardId + " " + c.bankName + " " + c.accountNumber).join(", "), a.notes]);
    renderCashier(state);
    renderApplications(state);
    renderRedemptions(state);
    rows("sms", state.smsCodes, (c) => [c.countryDialingCode + " " + c.mobileNum, c.purpose, c.code, time(c.expiresAt), c.used ? "yes" : "no"]);
    rows("contracts", state.contracts, (c) => [c.contractId, c.kind, c.upline, c.downline, c.state, new Date(c.offeredAt).toLocaleDateString(), c.decidedAt ? new Date(c.decidedAt).toLocaleDateString() : ""]);
    rows("tickets", state.verifications, (t) => [t.username, t.ip, t.methods.join(", "), time(t.expiresAt), String(t.wrongAnswers)]);
    document.getElementById("mails").replaceChildren(...state.mails.map((m) => {
      const li = document.createElement("li"); li.textContent = time(m.at) + " to " + m.to + " (" + m.username + "): " + m.subject; return li; }));
    text("sessions", String(state.sessions));
    text("captcha", state.captcha ? state.captcha.code : "none");
    text("affiliates", state.agentLinks.filter((l) => l.enabled).map((l) => l.code + " (" + l.agent + ", registers " + l.accountType + ")").join(", "));
    text("clock", new Date(state.clock.now).toLocaleString());
    text("clock-pinned", state.clock.pinned ? "(pinned)" : "(real time)");
  }
  const money = (minor) => (minor / 100).toFixed(2);
  const button = (label, title, action) => {
    const b = document.createElement("button"); b.type = "button"; b.textContent = label; b.setAttribute("aria-label", title);
    b.addEventListener("click", action); return b;
  };
  const cashierAction = (path, body, done) => api("cashier/" + path, body).then((st) => { renderInfo(st); say(done); }, (e) => say("Refused: " + e.message));
  const cell = (tr, content) => { const td = document.createElement("td"); if (typeof content === "string") td.textContent = content; else td.append(...content); tr.append(td); };
  let lastState = null;
  function renderLedger() {
    if (!lastState) return;
    const account = lastState.accounts.find((a) => a.username === document.getElementById("ledger-account").value) || lastState.accounts[0];
    if (!account) return;
    rows("ledger", account.ledger, (r) => [r.id, time(r.at), r.kind, money(r.amount), money(r.balanceAfter), r.reference]);
    text("ledger-omitted", account.ledgerRowsOmitted ? "(" + account.ledgerRowsOmitted + " older rows not shown)" : "");
  }
  function renderCashier(state) {
    lastState = state;
    const c = state.cashier;
    document.getElementById("single-wallet").checked = c.singleWallet;
    document.getElementById("allow-deposit").checked = c.allowDeposit;
    document.getElementById("deposit-outcome").value = c.depositOutcome;
    text("auto-confirm", String(c.autoConfirmMinutes));
    const select = document.getElementById("ledger-account");
    const chosen = select.value;
    select.replaceChildren(...state.accounts.map((a) => { const o = document.createElement("option"); o.value = a.username; o.textContent = a.username + " (" + money(a.balanceMinor) + ")"; return o; }));
    if (chosen && state.accounts.some((a) => a.username === chosen)) select.value = chosen;
    renderLedger();
    document.getElementById("deposits").replaceChildren(...state.deposits.map((d) => {
      const tr = document.createElement("tr");
      for (const v of [d.orderId, d.username, d.channelId, money(d.amountMinor), d.status, d.outcome, time(d.outcome === "expire" ? d.expiresAt : d.dueAt)]) cell(tr, v);
      cell(tr, d.status !== "PENDING" ? "" : ["credit", "fail", "expire"].filter((o) => o !== d.outcome).map((o) =>
        button("Make it " + o, "Deposit " + d.orderId + ": make it " + o, () => cashierAction("deposit-outcome", { outcome: o, orderId: d.orderId }, "Deposit " + d.orderId + " will " + o + "."))));
      return tr;
    }));
    document.getElementById("withdrawals").replaceChildren(...state.withdrawals.map((w) => {
      const tr = document.createElement("tr");
      for (const v of [w.withdrawalId, w.username, money(w.amountMinor), money(w.receivedMinor), money(w.unpaidMinor), w.status]) cell(tr, v);
      const parts = document.createElement("ul");
      parts.append(...w.parts.map((p) => {
        const li = document.createElement("li");
        li.append(p.payoutId + " " + money(p.amountMinor) + " " + p.status + (p.proof ? " (proof " + p.proof.type + ", " + p.proof.bytes + " bytes)" : "") + (p.status === "WAITING" ? " until " + time(p.autoConfirmAt) : "") + " ");
        if (p.status === "WAITING") li.append(button("Force receipt", "Force receipt of payout " + p.payoutId, () => cashierAction("force", { payoutId: p.payoutId }, "Payout " + p.payoutId + " forced.")));
        if (p.status === "IN_REVIEW") li.append(
          button("Accept proof", "Accept the proof of payout " + p.payoutId + " (it did not arrive)", () => cashierAction("proof/accept", { payoutId: p.payoutId }, "Proof accepted: pay a new part.")),
          button("Reject proof", "Reject the proof of payout " + p.payoutId + " (it counts as received)", () => cashierAction("proof/reject", { payoutId: p.payoutId }, "Proof rejected: the part counts as received.")));
        return li;
      }));
      cell(tr, [parts]);
      const actions = [];
      if (w.status !== "COMPLETED" && w.status !== "REJECTED") {
        const label = document.createElement("label");
        const input = document.createElement("input"); input.type = "number"; input.min = "0.01"; input.step = "0.01"; input.placeholder = "half"; input.style.width = "6rem";
        label.append("Next part amount for " + w.withdrawalId + " ", input);
        actions.push(label,
          button("Pay next part", "Pay the next part of " + w.withdrawalId, () => cashierAction("payout", input.value ? { withdrawalId: w.withdrawalId, amount: input.value } : { withdrawalId: w.withdrawalId }, "Part paid out for " + w.withdrawalId + ".")),
          button("Reject withdrawal", "Reject withdrawal " + w.withdrawalId + " (give back what was not received)", () => cashierAction("withdrawal/reject", { withdrawalId: w.withdrawalId }, "Withdrawal " + w.withdrawalId + " rejected.")));
      }
      cell(tr, actions);
      return tr;
    }));
  }
  function renderApplications(state) {
    document.getElementById("applications").replaceChildren(...(state.promotionApplications || []).map((a) => {
      const tr = document.createElement("tr");
      for (const v of [a.applicationId, a.username, a.promotionId, a.remark, a.images.map((i) => i.type + " " + i.bytes + " bytes").join(", "), time(a.at), a.status]) cell(tr, v);
      cell(tr, a.status !== "PENDING" ? "" : ["approve", "reject"].map((o) =>
        button(o === "approve" ? "Approve" : "Reject", (o === "approve" ? "Approve" : "Reject") + " application " + a.applicationId,
          () => api("promotions/review", { applicationId: a.applicationId, outcome: o }).then((st) => { renderInfo(st); say("Application " + a.applicationId + " " + o + "d."); }, (e) => say("Refused: " + e.message)))));
      return tr;
    }));
  }
  function renderRedemptions(state) {
    document.getElementById("redemptions").replaceChildren(...(state.redemptions || []).map((r) => {
      const tr = document.createElement("tr");
      for (const v of [r.redeemId, r.username, r.rewardName, String(r.quantity), String(r.points), r.createdAt, r.status + (r.remark ? " (" + r.remark + ")" : "")]) cell(tr, v);
      cell(tr, r.status !== "IN_PROCESS" ? "" : ["APPROVED", "REJECTED"].map((outcome) =>
        button(outcome === "APPROVED" ? "Approve" : "Reject", (outcome === "APPROVED" ? "Approve" : "Reject") + " redemption " + r.redeemId,
          () => api("points/review", outcome === "APPROVED" ? { redeemId: r.redeemId, outcome } : { redeemId: r.redeemId, outcome, remark: document.getElementById("redemption-remark").value })
            .then((st) => { renderInfo(st); say("Redemption " + r.redeemId + " " + outcome.toLowerCase() + "."); }, (e) => say("Refused: " + e.message)))));
      return tr;
    }));
  }
  document.getElementById("ledger-account").addEventListener("change", renderLedger);
  document.getElementById("apply-cashier").addEventListener("click", () => api("scenario", { cashier: {
    singleWallet: document.getElementById("single-wallet").checked, allowDeposit: document.getElementById("allow-deposit").checked,
    deposit: document.getElementById("deposit-outcome").value } }).then((st) => { render(st); say("Cashier settings applied."); }, (e) => say("Not applied: " + e.message)));
  const render = (state) => { renderForm(state); renderInfo(state); };
  const presets = document.getElementById("presets");
  const load = () => api("state").then((state) => {
    if (!presets.childElementCount) presets.append(...state.presets.map((name) => {
      const li = document.createElement("li");
      const b = document.createElement("button"); b.type = "button"; b.textContent = name;
      b.addEventListener("click", () => api("preset/" + encodeURIComponent(name), {}).then((st) => { render(st); say("Preset " + name + " applied."); }, (e) => say(e.message)));
      li.append(b, " " + (state.presetNotes[name] || ""));
      return li; }));
    render(state);
  }, (e) => say(e.message));
  const refresh = () => api("state").then(renderInfo, (e) => say(e.message));
  document.getElementById("refresh").addEventListener("click", () => refresh().then(() => say("Refreshed.")));
  window.addEventListener("focus", refresh);
  for (const button of document.querySelectorAll("button[data-advance]")) {
    button.addEventListener("click", () => api("clock", { advanceMs: Number(button.dataset.advance) }).then((st) => { renderInfo(st); say("Clock moved on."); }, (e) => say(e.message)));
  }
  document.getElementById("real-time").addEventListener("click", () => api("clock", { now: null }).then((st) => { renderInfo(st); say("Clock on real time."); }, (e) => say(e.message)));
  document.getElementById("reset").addEventListener("click", () => api("reset", {}).then((st) => { render(st); say("Sandbox reset."); }, (e) => say(e.message)));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const f = form.elements;
    const whitelabel = {};
    for (const box of form.querySelectorAll("input[name=flag]")) whitelabel[box.value] = box.checked === defaults[box.value] ? null : box.checked;
    const remaining = f.remaining.value.trim();
    const patch = {
      status: Number(f.status.value), visitorIp: f.visitorIp.value.trim(), visitorCountry: f.visitorCountry.value.trim(),
      visitorCountryCode: f.visitorCountryCode.value.trim().toUpperCase(), latencyMs: Number(f.latencyMs.value || 0), whitelabel,
      registerRules: f.registerRules.value,
      failure: { mode: f.mode.value, path: f.path.value.trim() || null, remaining: remaining ? Number(remaining) : null, body: f.body.value },
    };
    api("scenario", patch).then((st) => { render(st); say("Scenario applied."); }, (e) => say("Not applied: " + e.message));
  });
  load();
})();
</script>
</body>
</html>
`;
}
