/** One pool picture as SVG, by kind. */
import { drawApartmentBuilding, drawHouse, drawTownhouseRow } from "./exteriors";
import {
  drawBathroom,
  drawBedroom,
  drawKitchen,
  drawOfficeInterior,
  drawParkingInterior,
  drawSalon,
  drawShopInterior,
  drawWarehouseInterior,
} from "./interiors";
import {
  drawGarageRow,
  drawGarden,
  drawLand,
  drawOfficeBuilding,
  drawResidenceRender,
  drawShopFront,
  drawSpanishVilla,
  drawWarehouse,
} from "./outdoor";
import { Svg } from "./svg";
import { type PoolPicture } from "../pictures";
import { hashString, Rng } from "../rng";

export function drawPicture(p: PoolPicture): string {
  const rng = new Rng(hashString(p.name));
  const s = new Svg(p.w, p.h);
  switch (p.kind) {
    case "maison":
      drawHouse(s, rng, false);
      break;
    case "villa":
      drawHouse(s, rng, true);
      break;
    case "appartement":
      drawApartmentBuilding(s, rng);
      break;
    case "immeuble":
      drawTownhouseRow(s, rng);
      break;
    case "salon":
      drawSalon(s, rng);
      break;
    case "cuisine":
      drawKitchen(s, rng);
      break;
    case "chambre":
      drawBedroom(s, rng);
      break;
    case "salle-de-bain":
      drawBathroom(s, rng);
      break;
    case "jardin":
      drawGarden(s, rng);
      break;
    case "terrain":
      drawLand(s, rng);
      break;
    case "bureaux":
      drawOfficeBuilding(s, rng);
      break;
    case "bureau-interieur":
      drawOfficeInterior(s, rng);
      break;
    case "commerce":
      drawShopFront(s, rng);
      break;
    case "commerce-interieur":
      drawShopInterior(s, rng);
      break;
    case "entrepot":
      if (p.index < 3) drawWarehouse(s, rng);
      else drawWarehouseInterior(s, rng);
      break;
    case "garage":
      if (p.index < 4) drawGarageRow(s, rng);
      else drawParkingInterior(s, rng);
      break;
    case "espagne":
      if (p.index === 5) drawSalon(s, rng, true);
      else drawSpanishVilla(s, rng);
      break;
    case "projet-wavre":
      if (p.index < 2) drawResidenceRender(s, rng, p.index);
      else if (p.index === 2) drawSalon(s, rng, true);
      else if (p.index === 3) drawKitchen(s, rng, true);
      else if (p.index === 4) drawBedroom(s, rng);
      else drawBathroom(s, rng);
      break;
  }
  return s.toString();
}
