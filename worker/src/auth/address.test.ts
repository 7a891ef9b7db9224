import { describe, expect, it } from "vitest";
import { addressBlockKey, addressKey } from "./address";

describe("addressKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey(" 203.0.113.9 ")).toBe("203.0.113.9");
  });

  it("groups IPv6 by its /64, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:0DB8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:db8:1:2:0:0:0:0",
      "2001:db8:1:2::",
      "2001:db8:1:2:a:b:c:d",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(addressKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressKey("::ffff:c633:6407")).toBe("198.51.100.7");
  });

  it("keeps anything else as it is, lower-cased", () => {
    expect(addressKey("unknown")).toBe("unknown");
    expect(addressKey("2001:db8::1::2")).toBe("2001:db8::1::2");
    expect(addressKey("2001:db8:1:2:3:4:5:6:7")).toBe("2001:db8:1:2:3:4:5:6:7");
    expect(addressKey("GG::1")).toBe("gg::1");
  });
});

describe("addressKey on unusual and malformed addresses", () => {
  it("does not take an address that only ends like IPv4-mapped for IPv4", () => {
    expect(addressKey("2001:db8::ffff:c633:6407")).toBe("2001:db8:0:0::/64");
    expect(addressKey("0:0::ffff:1.2.3.4")).toBe("1.2.3.4");
  });

  it("groups a /64 written with '::' late in the address", () => {
    expect(addressKey("2001:db8:1:2:3:4::5")).toBe("2001:db8:1:2::/64");
  });

  it.each([
    "::ffff:1.2.3",
    "::ffff:256.1.2.3",
    "::ffff:1.2.3.1234",
    "::ffff:1.2.3.4:5",
    "2001:db8::12345",
    "2001:db8::zz12",
    "1:2:3:4:5:6:7::8",
  ])("keeps %s as it is: not an address it can group", (address) => {
    expect(addressKey(address)).toBe(address);
  });
});

describe("addressBlockKey", () => {
  it("groups IPv6 by its /48: every /64 of one block is one block", () => {
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:ffff::9", "2001:0db8:0001:0000:0:0:0:1"]) {
      expect(addressBlockKey(address), address).toBe("2001:db8:1::/48");
    }
    expect(addressBlockKey("2001:db8:2:2::1")).toBe("2001:db8:2::/48");
  });

  it("keeps an IPv4 address (mapped or not) as its own block", () => {
    expect(addressBlockKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBlockKey("::ffff:198.51.100.7")).toBe("198.51.100.7");
  });
});
