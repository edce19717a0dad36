"use client";

export { default } from "@/components/layout/ErrorSegmento";
