const base = "http://127.0.0.1:4205";
const r = await fetch(base + "/connexion", { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base }, body: new URLSearchParams({ email: "demo@exemple.gn", password: "Motdepasse-Banc-2026" }) });
const cookies = r.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
console.log(r.status, cookies);
