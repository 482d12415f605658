import { gtinCheckDigit } from "../../lib/dashboard/catalogue/barcode";
import { csvWords } from "../../lib/dashboard/catalogue/product-csv";
import { csvLine, UTF8_BOM } from "../../lib/dashboard/reports/csv";

/**
 * A shop's catalogue as the export writes it (UTF-8 with BOM, CRLF, es-MX headers, commas, prices
 * with a point), for the import's specs: `rows` products with realistic names, unique SKUs, EAN-13
 * barcodes with valid check digits (Mexico's 750 prefix), 8 categories, IVA 16 and 0, fruit and
 * vegetables sold by weight. `bad` lists line numbers of the file (the header is line 1, the first
 * product line 2) to spoil, in turn: a price "abc", an EAN-13 whose check digit is wrong, an IVA
 * of "12". The same arguments give the same text.
 */
export function catalogueCsv({ rows = 500, bad = [] }: { rows?: number; bad?: readonly number[] } = {}): string {
  const words = csvWords("es-MX");
  const random = seeded(44);
  const spoil = new Map(bad.map((line, i) => [line, SPOILERS[i % SPOILERS.length]!]));
  const lines = [csvLine(words.header)];
  for (let i = 0; i < rows; i++) {
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const base = category.names[Math.floor(random() * category.names.length)]!;
    const size = category.sizes[Math.floor(random() * category.sizes.length)]!;
    const byWeight = category.byWeight && random() < 0.6;
    const cents = Math.round((category.from + random() * (category.to - category.from)) * 100);
    const body = `7501${String(10_000_000 + i * 37).slice(-8)}`;
    const fields = {
      sku: `${category.prefix}-${String(i + 1).padStart(5, "0")}`,
      barcode: `${body}${gtinCheckDigit(body)}`,
      name: byWeight ? `${base} (kg)` : `${base} ${size}`,
      price: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`,
      iva: category.iva,
      category: category.name,
      productKey: category.productKey,
      unitKey: byWeight ? "KGM" : "H87",
      byWeight: byWeight ? words.yes : words.no,
      active: words.yes,
    };
    const spoiler = spoil.get(i + 2);
    lines.push(csvLine(Object.values(spoiler ? spoiler(fields) : fields)));
  }
  return UTF8_BOM + lines.join("");
}

type Fields = { sku: string; barcode: string; name: string; price: string; iva: string; category: string; productKey: string; unitKey: string; byWeight: string; active: string };

/** What the `bad` lines get wrong, in turn. */
const SPOILERS: Array<(fields: Fields) => Fields> = [
  (fields) => ({ ...fields, price: "abc" }),
  (fields) => ({ ...fields, barcode: `${fields.barcode.slice(0, 12)}${(Number(fields.barcode[12]) + 1) % 10}` }),
  (fields) => ({ ...fields, iva: "12" }),
];

const CATEGORIES = [
  { name: "Abarrotes", prefix: "ABA", iva: "0", productKey: "50221001", byWeight: false, from: 18, to: 95, names: ["Frijol negro", "Arroz súper extra", "Azúcar estándar", "Aceite de cártamo", "Harina de maíz", "Sopa de pasta codo", "Atún en agua", "Lentejas"], sizes: ["500 g", "1 kg", "900 ml", "220 g", "140 g"] },
  { name: "Bebidas", prefix: "BEB", iva: "16", productKey: "50202306", byWeight: false, from: 12, to: 48, names: ["Refresco de cola", "Agua purificada", "Jugo de naranja", "Agua mineral", "Bebida de limón", "Té helado"], sizes: ["600 ml", "1.5 l", "2 l", "355 ml", "1 l"] },
  { name: "Panadería", prefix: "PAN", iva: "0", productKey: "50181900", byWeight: false, from: 4, to: 65, names: ["Bolillo", "Concha de vainilla", "Pan de caja blanco", "Dona glaseada", "Cuernito", "Pan integral"], sizes: ["pieza", "680 g", "2 piezas", "paquete"] },
  { name: "Frutas y verduras", prefix: "FYV", iva: "0", productKey: "50401700", byWeight: true, from: 15, to: 80, names: ["Aguacate Hass", "Jitomate saladet", "Plátano tabasco", "Limón sin semilla", "Cebolla blanca", "Papa blanca", "Manzana roja"], sizes: ["pieza", "malla 1 kg", "bolsa"] },
  { name: "Lácteos", prefix: "LAC", iva: "0", productKey: "50131701", byWeight: false, from: 16, to: 120, names: ["Leche entera", "Yogur natural", "Queso Oaxaca", "Crema ácida", "Mantequilla sin sal", "Queso panela"], sizes: ["1 l", "250 g", "400 g", "900 g"] },
  { name: "Limpieza", prefix: "LIM", iva: "16", productKey: "47131811", byWeight: false, from: 19, to: 140, names: ["Detergente en polvo", "Cloro", "Jabón para trastes", "Limpiador multiusos", "Suavizante de telas", "Bolsas para basura"], sizes: ["1 kg", "950 ml", "750 ml", "10 piezas", "2 l"] },
  { name: "Cuidado personal", prefix: "CPE", iva: "16", productKey: "53131608", byWeight: false, from: 15, to: 160, names: ["Jabón de tocador", "Champú para cabello", "Pasta dental", "Desodorante en barra", "Papel higiénico", "Crema corporal"], sizes: ["150 g", "400 ml", "100 ml", "4 rollos", "250 ml"] },
  { name: "Botanas y dulces", prefix: "BOT", iva: "16", productKey: "50192100", byWeight: false, from: 9, to: 55, names: ["Papas fritas con sal", "Cacahuates japoneses", "Chocolate con leche", "Paleta de caramelo", "Galletas de avena", "Chicles de menta"], sizes: ["45 g", "100 g", "paquete", "pieza", "170 g"] },
];

/** mulberry32: a small deterministic generator, so the file is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
