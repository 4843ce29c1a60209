/** The pre-arrival grocery catalogue: categories, then items with their unit and estimated price. */
export interface GroceryCategorySeed {
  slug: string;
  nameEn: string;
  nameEs: string;
  items: { slug: string; nameEn: string; nameEs: string; unitEn: string; unitEs: string; priceCents: number }[];
}

const item = (slug: string, nameEn: string, nameEs: string, unitEn: string, unitEs: string, priceCents: number) => ({
  slug,
  nameEn,
  nameEs,
  unitEn,
  unitEs,
  priceCents,
});

export const GROCERIES: GroceryCategorySeed[] = [
  {
    slug: 'fruit-vegetables',
    nameEn: 'Fruit and vegetables',
    nameEs: 'Frutas y verduras',
    items: [
      item('mangoes', 'Mangoes', 'Mangos', 'kg', 'kg', 450),
      item('pineapple', 'Pineapple', 'Piña', 'piece', 'pieza', 350),
      item('avocados', 'Avocados', 'Aguacates', 'kg', 'kg', 600),
      item('limes', 'Limes', 'Limones verdes', 'kg', 'kg', 300),
      item('bananas', 'Bananas', 'Plátanos', 'bunch', 'racimo', 250),
      item('tomatoes', 'Tomatoes', 'Tomates', 'kg', 'kg', 380),
      item('mixed-salad', 'Mixed salad greens', 'Mezcla de hojas verdes', 'bag', 'bolsa', 420),
    ],
  },
  {
    slug: 'breakfast-bakery',
    nameEn: 'Breakfast and bakery',
    nameEs: 'Desayuno y panadería',
    items: [
      item('eggs', 'Free-range eggs', 'Huevos de granja', 'dozen', 'docena', 550),
      item('sourdough', 'Sourdough loaf', 'Pan de masa madre', 'loaf', 'pieza', 700),
      item('croissants', 'Butter croissants', 'Cruasanes de mantequilla', 'pack of 6', 'paquete de 6', 1200),
      item('coffee-beans', 'Dominican coffee beans', 'Café dominicano en grano', 'bag (500 g)', 'bolsa (500 g)', 1600),
      item('granola', 'Granola', 'Granola', 'bag', 'bolsa', 900),
      item('honey', 'Local honey', 'Miel local', 'jar', 'frasco', 1100),
    ],
  },
  {
    slug: 'dairy',
    nameEn: 'Dairy',
    nameEs: 'Lácteos',
    items: [
      item('whole-milk', 'Whole milk', 'Leche entera', 'litre', 'litro', 280),
      item('oat-milk', 'Oat milk', 'Leche de avena', 'litre', 'litro', 450),
      item('greek-yogurt', 'Greek yogurt', 'Yogur griego', 'tub', 'envase', 650),
      item('butter', 'Butter', 'Mantequilla', 'block', 'barra', 500),
      item('queso-de-hoja', 'Queso de hoja', 'Queso de hoja', 'kg', 'kg', 1400),
    ],
  },
  {
    slug: 'meat-seafood',
    nameEn: 'Meat and seafood',
    nameEs: 'Carnes y mariscos',
    items: [
      item('mahi-mahi', 'Mahi-mahi fillets', 'Filetes de dorado', 'kg', 'kg', 2800),
      item('shrimp', 'Wild shrimp', 'Camarones silvestres', 'kg', 'kg', 3200),
      item('lobster-tails', 'Lobster tails', 'Colas de langosta', 'piece', 'pieza', 2500),
      item('ribeye', 'Ribeye steak', 'Filete de ribeye', 'kg', 'kg', 4200),
      item('chicken-breast', 'Chicken breast', 'Pechuga de pollo', 'kg', 'kg', 1100),
    ],
  },
  {
    slug: 'drinks',
    nameEn: 'Drinks',
    nameEs: 'Bebidas',
    items: [
      item('still-water', 'Still water', 'Agua natural', 'case of 12', 'caja de 12', 900),
      item('sparkling-water', 'Sparkling water', 'Agua con gas', 'case of 12', 'caja de 12', 1500),
      item('coconut-water', 'Coconut water', 'Agua de coco', 'litre', 'litro', 500),
      item('fresh-orange-juice', 'Fresh orange juice', 'Jugo de naranja natural', 'litre', 'litro', 650),
      item('local-beer', 'Local beer', 'Cerveza local', 'case of 12', 'caja de 12', 2400),
    ],
  },
  {
    slug: 'wine-spirits',
    nameEn: 'Wine and spirits',
    nameEs: 'Vinos y licores',
    items: [
      item('aged-rum', 'Aged Dominican rum', 'Ron dominicano añejo', 'bottle', 'botella', 4500),
      item('champagne', 'Champagne', 'Champán', 'bottle', 'botella', 8500),
      item('white-wine', 'White wine', 'Vino blanco', 'bottle', 'botella', 2800),
      item('red-wine', 'Red wine', 'Vino tinto', 'bottle', 'botella', 3200),
      item('tequila', 'Tequila reposado', 'Tequila reposado', 'bottle', 'botella', 5200),
    ],
  },
  {
    slug: 'pantry',
    nameEn: 'Pantry',
    nameEs: 'Despensa',
    items: [
      item('olive-oil', 'Extra virgin olive oil', 'Aceite de oliva extra virgen', 'bottle', 'botella', 1300),
      item('rice', 'Rice', 'Arroz', 'kg', 'kg', 250),
      item('pasta', 'Dried pasta', 'Pasta seca', 'pack', 'paquete', 300),
      item('plantain-chips', 'Plantain chips', 'Chips de plátano', 'bag', 'bolsa', 350),
      item('dark-chocolate', 'Dark chocolate', 'Chocolate amargo', 'bar', 'tableta', 450),
    ],
  },
  {
    slug: 'baby-household',
    nameEn: 'Baby and household',
    nameEs: 'Bebé y hogar',
    items: [
      item('diapers', 'Diapers', 'Pañales', 'pack', 'paquete', 1800),
      item('sunscreen', 'Reef-safe sunscreen', 'Protector solar biodegradable', 'bottle', 'botella', 1900),
      item('insect-repellent', 'Insect repellent', 'Repelente de insectos', 'bottle', 'botella', 900),
    ],
  },
];
