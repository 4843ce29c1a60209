import type { Locale } from '@/i18n/routing';

/**
 * The damage and house-rules authorization's template, version AUTHORIZATION_VERSION
 * (docs/decisions/028). Its wording is a legal text, versioned with the code and not with the
 * interface's messages: a change of a sentence here is a new version (bump the constant), so a
 * signature always names the exact words it agreed to. The villa's facts fill the placeholders.
 */
export const AUTHORIZATION_VERSION = '2026-11.2';

export interface TemplateFacts {
  property: string;
  deposit: string;
  checkInTime: string;
  checkOutTime: string;
  capacity: number;
}

export interface TemplateText {
  title: (f: TemplateFacts) => string;
  intro: (f: TemplateFacts) => string;
  rulesHeading: string;
  noRules: string;
  stayHeading: string;
  stay: (f: TemplateFacts) => string[];
  damageHeading: string;
  damage: (f: TemplateFacts) => string[];
  consentHeading: string;
  consent: (f: TemplateFacts) => string;
  versionLine: (version: string) => string;
}

export const AUTHORIZATION_TEMPLATE: Record<Locale, TemplateText> = {
  en: {
    title: (f) => `Damage and house-rules authorization — ${f.property}`,
    intro: (f) =>
      `This authorization is between the lead guest of the reservation and Alma Villas, acting for the owner of ${f.property}. Please read it before you sign.`,
    rulesHeading: 'House rules',
    noRules: 'The villa has no house rules beyond those below.',
    stayHeading: 'Your stay',
    stay: (f) => [
      `Check-in is from ${f.checkInTime} and check-out is by ${f.checkOutTime}, local time at the villa.`,
      `No more than ${f.capacity} guests may stay overnight, the lead guest included.`,
      'The lead guest answers for every traveler and visitor of the party.',
    ],
    damageHeading: 'Damage and security deposit',
    damage: (f) => [
      `A security deposit of ${f.deposit} is held for the stay.`,
      'I authorize Alma Villas to charge the deposit, and the amount beyond it where the deposit does not cover it, for damage to the villa, its contents or its grounds caused during the stay, for missing items, for extra cleaning beyond normal use, and for breaches of the house rules that cause a cost.',
      'Any charge is itemized with evidence (photographs, invoices) and sent to me within 14 days of check-out. I may dispute it in writing within 14 days of receiving it.',
      'Normal wear and tear is never charged.',
    ],
    consentHeading: 'Consent',
    consent: (f) =>
      `By typing my full name and signing, I confirm that I have read this authorization, that I accept the house rules of ${f.property}, and that I agree to the charges described above.`,
    versionLine: (v) => `Document version ${v}.`,
  },
  es: {
    title: (f) => `Autorización por daños y normas de la casa — ${f.property}`,
    intro: (f) =>
      `Esta autorización es entre el huésped principal de la reserva y Alma Villas, en nombre del propietario de ${f.property}. Léela antes de firmar.`,
    rulesHeading: 'Normas de la casa',
    noRules: 'La villa no tiene más normas que las indicadas abajo.',
    stayHeading: 'Tu estancia',
    stay: (f) => [
      `La entrada es a partir de las ${f.checkInTime} y la salida antes de las ${f.checkOutTime}, hora local de la villa.`,
      `No pueden pernoctar más de ${f.capacity} huéspedes, incluido el huésped principal.`,
      'El huésped principal responde por todos los viajeros y visitantes del grupo.',
    ],
    damageHeading: 'Daños y depósito de seguridad',
    damage: (f) => [
      `Se retiene un depósito de seguridad de ${f.deposit} durante la estancia.`,
      'Autorizo a Alma Villas a cobrar el depósito, y la cantidad que lo exceda cuando no alcance, por daños a la villa, a su contenido o a sus jardines causados durante la estancia, por objetos que falten, por limpieza adicional más allá del uso normal y por incumplimientos de las normas de la casa que generen un coste.',
      'Todo cargo se detalla con pruebas (fotografías, facturas) y se me envía dentro de los 14 días siguientes a la salida. Puedo impugnarlo por escrito dentro de los 14 días siguientes a recibirlo.',
      'El desgaste normal nunca se cobra.',
    ],
    consentHeading: 'Consentimiento',
    consent: (f) =>
      `Al escribir mi nombre completo y firmar, confirmo que he leído esta autorización, que acepto las normas de la casa de ${f.property} y que acepto los cargos descritos arriba.`,
    versionLine: (v) => `Versión del documento ${v}.`,
  },
};
