/** The logo mark and wordmark. Pass `alt` when the logo is not inside a link that already names the company. */
export function BrandLogo({ alt = '', className }: { alt?: string; className?: string }) {
  return <img src="/images/logo.svg" alt={alt} width={160} height={36} className={className ?? 'h-8 w-auto'} />;
}
