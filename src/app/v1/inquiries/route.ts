// POST /v1/inquiries – a visitor's inquiry from a public form (contact, owner, travel agent, experience or service request)
import { NextResponse } from 'next/server';
import { submitInquiry } from '@/server/content/inquiries.service';
import { withApi } from '@/server/http/api';

export const dynamic = 'force-dynamic';

export const POST = withApi(async (ctx) => {
  const result = await submitInquiry(await ctx.publicContext(), { ip: ctx.ip }, await ctx.body());
  return NextResponse.json(
    { data: { id: result.id }, message: ctx.t(`inquiries.success.${result.kind}`) },
    { status: 201, headers: { 'Cache-Control': 'no-store' } },
  );
});
