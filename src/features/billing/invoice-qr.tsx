import { QrCode } from '@chakra-ui/react';

/** A Lightning invoice as a QR code (Chakra's QrCode): the `lightning:` URI in upper case, which
 * packs into a smaller code, drawn black whatever the colour mode so wallets can read it. */
export function InvoiceQr({ lnInvoice }: { lnInvoice: string }) {
  return (
    <QrCode.Root value={`lightning:${lnInvoice}`.toUpperCase()} size="lg" encoding={{ ecc: 'L' }}>
      <QrCode.Frame
        role="img"
        aria-label="QR code of the invoice: scan it with a Lightning wallet"
        style={{ fill: 'black' }}
      >
        <QrCode.Pattern />
      </QrCode.Frame>
    </QrCode.Root>
  );
}
