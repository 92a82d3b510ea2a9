export default function FtpPage() {
  return null;
}
