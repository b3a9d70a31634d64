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
  body { margin: 0 auto; max-width: 60rem; padding: 1rem; }
  fieldset { margin: 0 0 1rem; border: 1px solid #8888; border-radius: .5rem; padding: .75rem 1rem; }
  legend { font-weight: 600; padding: 0 .25rem; }
  label { display: inline-flex; gap: .35rem; align-items: center; margin: .25rem 1rem .25rem 0; min-height: 24px; }
  input, select, button { font: inherit; min-height: 28px; }
  input[type=text], input[type=number] { width: 12rem; }
  button { padding: .3rem .9rem; margin: .25rem .5rem .25rem 0; cursor: pointer; }
  .flags { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); }
  .flags .changed { font-weight: 700; }
  table { border-collapse: collapse; } th, td { border: 1px solid #8888; padding: .2rem .6rem; text-align: left; }
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
  <div id="presets"></div>
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
    <legend>Module flags (whitelabel)</legend>
    <div class="flags" id="flags"></div>
  </fieldset>
  <button type="submit">Apply scenario</button>
</form>
<section aria-labelledby="accounts-title">
  <h2 id="accounts-title">Demo accounts</h2>
  <table><thead><tr><th scope="col">Username</th><th scope="col">Password</th><th scope="col">Notes</th></tr></thead><tbody id="accounts"></tbody></table>
  <p>Open sessions: <span id="sessions">0</span>. Current captcha code: <strong id="captcha">none</strong>.</p>
</section>
</main>
<script>
(() => {
  const api = (path, body) => fetch("/__sandbox/api/" + path, body === undefined ? { method: path === "state" ? "GET" : "POST" } :
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
    .then(async (r) => { const data = await r.json(); if (!r.ok) throw new Error((data.issues || [data.error]).join("; ")); return data; });
  const form = document.getElementById("scenario");
  const status = document.getElementById("status");
  let defaults = {};
  const say = (text) => { status.textContent = text; };
  const text = (id, value) => { document.getElementById(id).textContent = value; };
  function render(state) {
    const s = state.scenario;
    defaults = state.moduleDefaults;
    text("scenario-name", state.scenarioName);
    form.elements.status.value = String(s.status);
    for (const name of ["visitorIp", "visitorCountry", "visitorCountryCode", "latencyMs"]) form.elements[name].value = s[name];
    form.elements.mode.value = s.failure.mode;
    form.elements.path.value = s.failure.path || "";
    form.elements.remaining.value = s.failure.remaining == null ? "" : s.failure.remaining;
    form.elements.body.value = s.failure.body || "html";
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
    const rows = state.accounts.map((a) => { const tr = document.createElement("tr");
      for (const v of [a.username, a.password, a.notes]) { const td = document.createElement("td"); td.textContent = v; tr.append(td); }
      return tr; });
    document.getElementById("accounts").replaceChildren(...rows);
    text("sessions", String(state.sessions));
    text("captcha", state.captcha ? state.captcha.code : "none");
  }
  const presets = document.getElementById("presets");
  const load = () => api("state").then((state) => {
    if (!presets.childElementCount) presets.append(...state.presets.map((name) => {
      const b = document.createElement("button"); b.type = "button"; b.textContent = name;
      b.addEventListener("click", () => api("preset/" + encodeURIComponent(name), {}).then((st) => { render(st); say("Preset " + name + " applied."); }, (e) => say(e.message)));
      return b; }));
    render(state);
  }, (e) => say(e.message));
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
