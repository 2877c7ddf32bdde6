#!/usr/bin/env node
/**
 * The package registry this project installs from mirrors only the platform binaries it needs, so
 * `npm install` leaves other platforms' optional packages (e.g. @swc/core-darwin-arm64) out of
 * package-lock.json, and `npm ci` then refuses the lock as "out of sync". This adds an entry for every
 * missing optional dependency, marked optional with the os/cpu its name says, so `npm ci` accepts the lock
 * and skips those packages on machines they are not for. Run after `npm install` changes the lock.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = { x64: 'x64', ia32: 'ia32', arm64: 'arm64', arm: 'arm', ppc64: 'ppc64', s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', mips64el: 'mips64el', wasm32: 'wasm32', universal: null };

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpuKey = parts.find((p) => p in CPU);
  const entry = {};
  if (os) entry.os = [os];
  if (cpuKey && CPU[cpuKey]) entry.cpu = [CPU[cpuKey]];
  return entry;
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const version = range.replace(/^[\^~=]/, '');
    packages[`node_modules/${name}`] = { version, optional: true, ...platformOf(name) };
    added++;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} optional platform entries`);
