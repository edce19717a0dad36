CREATE TABLE "resumenes_escritos" (
	"usuario_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"periodo" text NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resumenes_escritos_usuario_id_tipo_periodo_pk" PRIMARY KEY("usuario_id","tipo","periodo")
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "resumenes_desactivados" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "resumenes_escritos" ADD CONSTRAINT "resumenes_escritos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;