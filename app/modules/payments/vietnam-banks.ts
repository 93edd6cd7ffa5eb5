/**
 * Banks in the NAPAS 247 network with their BIN, the beneficiary bank id a VietQR code
 * carries. Staff pick the receiving bank from this list; the short name is what payers see.
 */
export const vietnamBanks = [
  { bin: "970436", name: "Vietcombank" },
  { bin: "970415", name: "VietinBank" },
  { bin: "970418", name: "BIDV" },
  { bin: "970405", name: "Agribank" },
  { bin: "970407", name: "Techcombank" },
  { bin: "970422", name: "MB Bank" },
  { bin: "970416", name: "ACB" },
  { bin: "970432", name: "VPBank" },
  { bin: "970423", name: "TPBank" },
  { bin: "970403", name: "Sacombank" },
  { bin: "970437", name: "HDBank" },
  { bin: "970441", name: "VIB" },
  { bin: "970443", name: "SHB" },
  { bin: "970431", name: "Eximbank" },
  { bin: "970426", name: "MSB" },
  { bin: "970448", name: "OCB" },
  { bin: "970440", name: "SeABank" },
  { bin: "970449", name: "LPBank" },
  { bin: "970454", name: "BVBank" },
  { bin: "970429", name: "SCB" },
  { bin: "970452", name: "KienlongBank" },
  { bin: "970409", name: "Bac A Bank" },
  { bin: "970412", name: "PVcomBank" },
  { bin: "970427", name: "VietABank" },
  { bin: "970428", name: "Nam A Bank" },
  { bin: "970425", name: "ABBANK" },
  { bin: "970438", name: "BaoViet Bank" },
  { bin: "970419", name: "NCB" },
  { bin: "970430", name: "PGBank" },
  { bin: "970433", name: "Vietbank" },
  { bin: "970406", name: "DongA Bank" },
  { bin: "970424", name: "Shinhan Bank" },
  { bin: "970458", name: "UOB" },
  { bin: "970457", name: "Woori Bank" },
] as const;

export type VietnamBank = (typeof vietnamBanks)[number];

export function bankByBin(bin: string): VietnamBank | undefined {
  return vietnamBanks.find((bank) => bank.bin === bin);
}
