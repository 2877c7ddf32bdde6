import { UPI_CSS, UPI_SCRIPT } from './checkout-upi-script';

/**
 * The sandbox `checkout.js`: defines `window.Razorpay` with the real Checkout's surface
 * (`new Razorpay(options)`, `.open()`, `.close()`, `.on('payment.failed', cb)`, `options.handler`,
 * `options.modal.ondismiss`). `open()` shows an in-page modal dialog; "Pay" asks the simulator for a
 * payment, whose signature is a real HMAC with the key secret, and hands it to `handler`; "Decline"
 * emits `payment.failed` and dismisses. Requests are form-encoded so they stay CORS-simple. Below the
 * card, the UPI section (`checkout-upi-script.ts`) pays the same order by QR code, UPI app or UPI ID.
 * No inline script or event-handler attribute: it runs under the storefront's CSP (script-src 'self').
 */
export const CHECKOUT_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.Razorpay && window.Razorpay.sandbox) return;
  var current = document.currentScript;
  var base = current && current.src ? current.src.replace(/checkout\.js(\?.*)?$/, '') : '/sandbox/razorpay/';
  var STYLE_ID = 'rzp-sandbox-style';
  var CSS = [
    '.rzp-sbx-backdrop{position:fixed;inset:0;z-index:2147483000;background:rgba(17,24,39,.6);display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
    '.rzp-sbx-dialog{width:min(400px,92vw);max-height:calc(100vh - 24px);max-height:calc(100dvh - 24px);overflow:auto;background:#fff;color:#111827;border-radius:12px;box-shadow:0 20px 40px rgba(0,0,0,.3);overflow:hidden}',
    '.rzp-sbx-head{position:relative;padding:16px 48px 16px 20px;color:#fff}',
    '.rzp-sbx-head h2{margin:0;font-size:1.15rem}',
    '.rzp-sbx-head p{margin:2px 0 0;font-size:.85rem;opacity:.9}',
    '.rzp-sbx-close{position:absolute;top:10px;right:10px;width:32px;height:32px;border:0;border-radius:6px;background:transparent;color:#fff;font-size:1.4rem;line-height:1;cursor:pointer}',
    '.rzp-sbx-body{padding:20px}',
    '.rzp-sbx-amount{margin:0 0 4px;font-size:1.75rem;font-weight:700}',
    '.rzp-sbx-meta{margin:0 0 16px;font-size:.85rem;color:#4b5563;word-break:break-all}',
    '.rzp-sbx-card-title{margin:0 0 8px;font-size:1rem}',
    '.rzp-sbx-status{min-height:1.5em;margin:0 0 12px;font-size:.9rem}',
    '.rzp-sbx-status.error{color:#b91c1c}',
    '.rzp-sbx-actions{display:flex;gap:12px}',
    '.rzp-sbx-actions button{flex:1;padding:12px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:2px solid var(--rzp-accent)}',
    '.rzp-sbx-pay{background:var(--rzp-accent);color:#fff}',
    '.rzp-sbx-decline{background:#fff;color:var(--rzp-accent)}',
    '.rzp-sbx-dialog button:focus-visible{outline:3px solid #111827;outline-offset:2px}',
    '.rzp-sbx-dialog button[disabled]{opacity:.6;cursor:progress}',
    ${JSON.stringify(UPI_CSS)}
  ].join('\n');

  function formatAmount(paise, currency) {
    var value = Number(paise) / 100;
    try {
      return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency || 'INR' }).format(value);
    } catch (e) {
      return '\u20b9' + value.toFixed(2);
    }
  }

  function post(path, data) {
    return fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(data).toString()
    }).then(function (res) {
      return res.json().then(function (json) { return { ok: res.ok, body: json }; });
    });
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    if (text !== undefined) node.textContent = text;
    return node;
  }

${UPI_SCRIPT}
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options !== 'object') throw new Error('Razorpay: options are required');
    if (!options.key) throw new Error('Razorpay: key is required');
    if (!options.order_id) throw new Error('Razorpay sandbox: order_id is required');
    this.options = options;
    this._events = {};
    this._root = null;
    this._busy = false;
  }
  Razorpay.sandbox = true;

  Razorpay.prototype.on = function (event, callback) {
    (this._events[event] = this._events[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._events[event] || []).forEach(function (callback) {
      try { callback(payload); } catch (error) { setTimeout(function () { throw error; }); }
    });
  };

  Razorpay.prototype._dismiss = function () {
    this._teardown();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype._teardown = function () {
    if (!this._root) return;
    this._root.remove();
    this._root = null;
    document.removeEventListener('keydown', this._onKey, true);
    if (this._previousFocus && typeof this._previousFocus.focus === 'function') this._previousFocus.focus();
  };

  /** What Tab may reach in the dialog, in order: enabled and shown (the QR or the app link, not both). */
  function focusableIn(root) {
    return Array.prototype.filter.call(root.querySelectorAll('button, a[href], input'), function (node) {
      return !node.disabled && !node.closest('[hidden]') && window.getComputedStyle(node).display !== 'none';
    });
  }

  Razorpay.prototype.close = function () {
    this._dismiss();
  };

  Razorpay.prototype.open = function () {
    if (this._root) return this;
    var self = this;
    var options = this.options;
    if (!document.getElementById(STYLE_ID)) {
      var style = el('style', { id: STYLE_ID });
      style.textContent = CSS;
      document.head.appendChild(style);
    }
    var color = options.theme && /^#[0-9a-f]{3,8}$/i.test(options.theme.color || '') ? options.theme.color : '#2b5cd8';
    var amountText = options.amount !== undefined ? formatAmount(options.amount, options.currency) : '';

    var backdrop = el('div', { 'class': 'rzp-sbx-backdrop' });
    var dialog = el('div', {
      'class': 'rzp-sbx-dialog', role: 'dialog', 'aria-modal': 'true',
      'aria-labelledby': 'rzp-sbx-title', 'aria-describedby': 'rzp-sbx-amount'
    });
    dialog.style.setProperty('--rzp-accent', color);
    var head = el('div', { 'class': 'rzp-sbx-head' });
    head.style.background = color;
    head.appendChild(el('h2', { id: 'rzp-sbx-title' }, options.name || 'Card / UPI payment'));
    head.appendChild(el('p', {}, (options.description ? options.description + ' \u00b7 ' : '') + 'Sandbox: no money moves'));
    var closeButton = el('button', { type: 'button', 'class': 'rzp-sbx-close', 'aria-label': 'Close' }, '\u00d7');
    head.appendChild(closeButton);
    var body = el('div', { 'class': 'rzp-sbx-body' });
    body.appendChild(el('p', { id: 'rzp-sbx-amount', 'class': 'rzp-sbx-amount' }, amountText));
    body.appendChild(el('p', { 'class': 'rzp-sbx-meta' }, 'Order ' + options.order_id));
    body.appendChild(el('h3', { 'class': 'rzp-sbx-card-title' }, 'Card'));
    var status = el('p', { 'class': 'rzp-sbx-status', role: 'status', 'aria-live': 'polite' });
    body.appendChild(status);
    var actions = el('div', { 'class': 'rzp-sbx-actions' });
    var payButton = el('button', { type: 'button', 'class': 'rzp-sbx-pay' }, amountText ? 'Pay ' + amountText : 'Pay');
    var declineButton = el('button', { type: 'button', 'class': 'rzp-sbx-decline' }, 'Decline');
    actions.appendChild(payButton);
    actions.appendChild(declineButton);
    body.appendChild(actions);
    var upi = buildUpiSection(options, {
      pay: function (data, upiStatus, showFieldError) { pay('v1/checkout/upi/pay', data, upiStatus, showFieldError); },
      decline: function (upiStatus) { decline(upiStatus); }
    });
    body.appendChild(upi.section);
    dialog.appendChild(head);
    dialog.appendChild(body);
    backdrop.appendChild(dialog);

    /** Every button waits while a request runs; messages go to the live region of the part clicked. */
    function setBusy(busy, target, message, isError) {
      self._busy = busy;
      Array.prototype.forEach.call(dialog.querySelectorAll('button'), function (button) { button.disabled = busy; });
      target.textContent = message || '';
      target.className = 'rzp-sbx-status' + (isError ? ' error' : '');
    }

    function declined(result) {
      self._emit('payment.failed', result.body);
      self._dismiss();
    }

    /** Card "Pay" or a UPI approval: a signed payment for handler; a decline (test UPI ID) as Decline. */
    function pay(path, extra, target, showFieldError) {
      setBusy(true, target, 'Processing payment\u2026');
      var data = { key: options.key, order_id: options.order_id };
      Object.keys(extra || {}).forEach(function (name) { data[name] = extra[name]; });
      post(path, data).then(function (result) {
        var error = (result.body && result.body.error) || null;
        if (result.ok && error) return declined(result);
        if (!result.ok) {
          error = error || {};
          if (error.field === 'vpa' && showFieldError) {
            setBusy(false, target, '');
            showFieldError(error.description || 'Check the UPI ID');
            return;
          }
          setBusy(false, target, error.description || 'Payment could not be completed', true);
          return;
        }
        self._teardown();
        if (typeof options.handler === 'function') options.handler(result.body);
      }, function () {
        setBusy(false, target, 'Network error, please try again', true);
      });
    }

    function decline(target) {
      setBusy(true, target, 'Declining\u2026');
      post('v1/checkout/decline', { key: options.key, order_id: options.order_id }).then(declined, function () {
        self._dismiss();
      });
    }

    payButton.addEventListener('click', function () { pay('v1/checkout/pay', {}, status); });
    declineButton.addEventListener('click', function () { decline(status); });

    closeButton.addEventListener('click', function () { if (!self._busy) self._dismiss(); });

    this._onKey = function (event) {
      if (event.key === 'Escape' && !self._busy) {
        event.preventDefault();
        self._dismiss();
      } else if (event.key === 'Tab') {
        var focusable = focusableIn(dialog);
        if (focusable.length === 0) return;
        var index = focusable.indexOf(document.activeElement);
        var next = event.shiftKey ? index - 1 : index + 1;
        if (index === -1 || next < 0 || next >= focusable.length) {
          event.preventDefault();
          focusable[event.shiftKey ? focusable.length - 1 : 0].focus();
        }
      }
    };
    document.addEventListener('keydown', this._onKey, true);
    this._previousFocus = document.activeElement;
    this._root = backdrop;
    document.body.appendChild(backdrop);
    payButton.focus();
    upi.load();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;
