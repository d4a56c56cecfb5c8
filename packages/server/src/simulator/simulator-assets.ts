/** The simulator page's style. */
export const SIMULATOR_CSS = `
body { font: 15px system-ui, sans-serif; margin: 0; color: #1a1b1e; }
#phone:not([hidden]) { display: flex; height: 100vh; }
#sign-in:not([hidden]) { max-width: 360px; margin: 15vh auto; display: flex; flex-direction: column; gap: 12px; }
#sign-in label { display: flex; flex-direction: column; gap: 4px; }
#sign-in input { padding: 8px; }
#sign-in-error { color: #c92a2a; min-height: 1em; margin: 0; }
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
#composer { display: flex; gap: 8px; padding: 12px 16px; border-top: 1px solid #ddd; }
#composer input { flex: 1; padding: 8px; }
small { display: block; opacity: 0.7; font-size: 11px; }
`;

/**
 * The simulator page's script. It calls the simulator's API with a staff session's bearer token: the
 * web app's own (localStorage userData, same origin) when staff are signed in there, else one it gets
 * from its sign-in form (kept for this tab only). Without a valid one it shows the form.
 */
export const SIMULATOR_JS = `'use strict';
(() => {
  const TOKEN_KEY = 'torque-simulator-token';
  let current = null;
  const $ = (id) => document.getElementById(id);
  function appToken() {
    try { return JSON.parse(localStorage.getItem('userData') || 'null')?.authToken || null; } catch { return null; }
  }
  const token = () => sessionStorage.getItem(TOKEN_KEY) || appToken();
  function showSignIn(message) {
    sessionStorage.removeItem(TOKEN_KEY);
    $('phone').hidden = true;
    $('sign-in').hidden = false;
    $('sign-in-error').textContent = message || '';
  }
  async function call(url, init = {}) {
    const headers = { ...(init.headers || {}), authorization: 'Bearer ' + token() };
    const response = await fetch(url, { ...init, headers });
    if (response.status === 401) {
      showSignIn('Sign in to use the simulator.');
      throw new Error('signed out');
    }
    return response;
  }
  async function loadCustomers() {
    const list = await (await call('/simulator/customers?search=' + encodeURIComponent($('search').value))).json();
    $('phone').hidden = false;
    $('sign-in').hidden = true;
    $('customers').replaceChildren(...list.map((c) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.textContent = (c.name || c.phone) + ' · ' + c.phone;
      button.setAttribute('aria-pressed', String(current?.customerId === c.customerId));
      button.onclick = () => {
        current = c;
        $('who').textContent = c.name || c.phone;
        $('where').textContent = c.phone + ' → ' + c.storeName + ' ' + c.storePhone;
        $('text').disabled = $('send').disabled = false;
        loadCustomers().catch(() => undefined);
        loadThread().catch(() => undefined);
      };
      item.append(button);
      return item;
    }));
  }
  async function loadThread() {
    if (!current || $('phone').hidden) return;
    const messages = await (await call('/simulator/messages?customerId=' + current.customerId)).json();
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
  document.addEventListener('DOMContentLoaded', () => {
    $('composer').onsubmit = async (event) => {
      event.preventDefault();
      const text = $('text').value.trim();
      if (!current || !text) return;
      $('text').value = '';
      await call('/simulator/send', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ customerId: current.customerId, text }) });
      loadThread().catch(() => undefined);
    };
    $('sign-in').onsubmit = async (event) => {
      event.preventDefault();
      const response = await fetch('/user/v2/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: $('email').value, password: $('password').value }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) return showSignIn(body.message || 'Sign-in failed.');
      sessionStorage.setItem(TOKEN_KEY, body.authToken);
      loadCustomers().catch(() => undefined);
    };
    $('search').oninput = () => loadCustomers().catch(() => undefined);
    if (token()) loadCustomers().catch(() => undefined);
    else showSignIn('');
    setInterval(() => loadThread().catch(() => undefined), 2000);
  });
})();
`;
