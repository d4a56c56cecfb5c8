/** The simulator page: plain HTML and a few lines of script, served as one document. */
export const SIMULATOR_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Torque customer phone simulator</title>
<style>
  body { font: 15px system-ui, sans-serif; margin: 0; display: flex; height: 100vh; color: #1a1b1e; }
  aside { width: 320px; border-right: 1px solid #ddd; display: flex; flex-direction: column; }
  aside input { margin: 12px; padding: 8px; }
  #customers { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; }
  #customers button { width: 100%; text-align: left; padding: 8px 12px; border: 0; background: none; cursor: pointer; }
  #customers button[aria-pressed="true"] { background: #e7f5ff; }
  main { flex: 1; display: flex; flex-direction: column; max-width: 520px; }
  header { padding: 12px 16px; border-bottom: 1px solid #ddd; }
  #thread { flex: 1; overflow-y: auto; padding: 16px; display: flex; flex-direction: column-reverse; gap: 8px; }
  .bubble { max-width: 75%; padding: 8px 12px; border-radius: 14px; white-space: pre-wrap; }
  .in { background: #f1f3f5; align-self: flex-start; }
  .out { background: #228be6; color: white; align-self: flex-end; }
  form { display: flex; gap: 8px; padding: 12px 16px; border-top: 1px solid #ddd; }
  form input { flex: 1; padding: 8px; }
  small { display: block; opacity: 0.7; font-size: 11px; }
</style>
</head>
<body>
<aside>
  <label>Customers<input id="search" type="search" placeholder="Search name or number" aria-label="Search customers"></label>
  <ul id="customers"></ul>
</aside>
<main>
  <header><strong id="who">Pick a customer</strong><small id="where"></small></header>
  <section id="thread" aria-live="polite"></section>
  <form id="composer"><input id="text" aria-label="Text message" placeholder="Type a text, e.g. STOP or Yes, Tuesday at 10am" disabled>
  <button id="send" disabled>Send</button></form>
</main>
<script>
  let current = null;
  const $ = (id) => document.getElementById(id);
  async function loadCustomers() {
    const list = await (await fetch('/simulator/customers?search=' + encodeURIComponent($('search').value))).json();
    $('customers').replaceChildren(...list.map((c) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.textContent = (c.name || c.phone) + ' · ' + c.phone;
      button.setAttribute('aria-pressed', String(current?.customerId === c.customerId));
      button.onclick = () => { current = c; $('who').textContent = c.name || c.phone; $('where').textContent = c.phone + ' → ' + c.storeName + ' ' + c.storePhone; $('text').disabled = $('send').disabled = false; loadCustomers(); loadThread(); };
      item.append(button);
      return item;
    }));
  }
  async function loadThread() {
    if (!current) return;
    const messages = await (await fetch('/simulator/messages?customerId=' + current.customerId)).json();
    $('thread').replaceChildren(...messages.map((m) => {
      const bubble = document.createElement('div');
      bubble.className = 'bubble ' + m.direction;
      bubble.textContent = m.text;
      const meta = document.createElement('small');
      meta.textContent = new Date(m.at).toLocaleString() + (m.status ? ' · ' + m.status : '');
      bubble.append(meta);
      return bubble;
    }));
  }
  $('composer').onsubmit = async (event) => {
    event.preventDefault();
    const text = $('text').value.trim();
    if (!current || !text) return;
    $('text').value = '';
    await fetch('/simulator/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customerId: current.customerId, text }) });
    loadThread();
  };
  $('search').oninput = () => loadCustomers();
  loadCustomers();
  setInterval(loadThread, 2000);
</script>
</body>
</html>
`;
