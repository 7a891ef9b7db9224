/**
 * How often one address may open reports by their codes (docs/decisions/021): a code has 40
 * random bits, and this keeps trying them from one address (IPv6: its /64) or one block (IPv6:
 * its /48) to a trickle. Counted by the Workers rate limiting bindings in wrangler.toml.
 */
import { addressBlockKey, addressKey } from "../../auth/address";
import { clientIp } from "../../auth/audit";

/** Whether this lookup may go on; it counts against the address and its block either way. */
export async function lookupAllowed(
  env: Pick<Env, "LAPOR_LOOKUPS" | "LAPOR_LOOKUPS_BLOCK">,
  headers: Headers,
): Promise<boolean> {
  const ip = clientIp(headers);
  const [address, block] = await Promise.all([
    env.LAPOR_LOOKUPS.limit({ key: addressKey(ip) }),
    env.LAPOR_LOOKUPS_BLOCK.limit({ key: addressBlockKey(ip) }),
  ]);
  return address.success && block.success;
}
