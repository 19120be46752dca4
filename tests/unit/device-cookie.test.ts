import { describe, expect, it } from "vitest";
import { deviceCookieName, issueDeviceCookie, knownDeviceNonce } from "@/lib/auth/device-cookie";

describe("device cookies", () => {
  const header = (name: string, value: string) => `other=1; ${name}=${value}; more=2`;

  it("are recognised for the account they were issued to, with a new nonce each time", () => {
    const first = issueDeviceCookie("user-a");
    const second = issueDeviceCookie("user-a");
    expect(first.name).toBe(deviceCookieName("user-a"));
    expect(first.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" });
    const nonce = knownDeviceNonce(header(first.name, first.value), "user-a");
    expect(nonce).toMatch(/^[\w-]{22}$/);
    expect(knownDeviceNonce(header(second.name, second.value), "user-a")).not.toBe(nonce);
  });

  it("are worthless on another account, renamed or not, and when tampered with", () => {
    const mine = issueDeviceCookie("user-a");
    expect(knownDeviceNonce(header(mine.name, mine.value), "user-b")).toBeNull();
    expect(knownDeviceNonce(header(deviceCookieName("user-b"), mine.value), "user-b")).toBeNull();
    const [owner, nonce, signature] = mine.value.split(".");
    const tampered = [`${owner}.${nonce}x.${signature}`, `${owner}.${nonce}`, `${mine.value}.extra`, ""];
    for (const value of tampered) expect(knownDeviceNonce(header(mine.name, value), "user-a")).toBeNull();
    expect(knownDeviceNonce(null, "user-a")).toBeNull();
  });
});
