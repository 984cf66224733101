import './layout.css';

/**
 * The product a screen is about: its logo and name (the order page, the repayment pages).
 * @example <ProductCard name={info.productName} logo={info.productLogo} />
 */
export function ProductCard({ name, logo }: { name: string; logo: string }) {
  return (
    <section className="ui-card ui-product" aria-label="Product">
      {logo && <img className="ui-product__logo" src={logo} alt="" width="40" height="40" />}
      <span className="ui-product__name">{name}</span>
    </section>
  );
}
