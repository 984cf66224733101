/** The product a repayment is for: its logo and name. */
export function ProductCard({ name, logo }: { name: string; logo: string }) {
  return (
    <section className="ui-card ui-product" aria-label="Product">
      {logo && <img className="ui-product__logo" src={logo} alt="" width="40" height="40" />}
      <span className="ui-product__name">{name}</span>
    </section>
  );
}
